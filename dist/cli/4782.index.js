export const id = 4782;
export const ids = [4782];
export const modules = {

/***/ 21446:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  appendEvidenceRecord: () => (/* binding */ appendEvidenceRecord)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/core/shared/tool-version.ts + 1 modules
var tool_version = __webpack_require__(62823);
// EXTERNAL MODULE: ./src/core/authority/authority.ts
var authority = __webpack_require__(68652);
// EXTERNAL MODULE: ./src/core/evidence/records/break-glass.ts
var break_glass = __webpack_require__(82674);
// EXTERNAL MODULE: ./src/core/evidence/chain/evidence-chain.ts + 1 modules
var evidence_chain = __webpack_require__(36968);
// EXTERNAL MODULE: ./src/core/evidence/chain/record-files.ts
var record_files = __webpack_require__(91864);
// EXTERNAL MODULE: ./src/core/evidence/records/evidence-schema.ts + 2 modules
var evidence_schema = __webpack_require__(47590);
// EXTERNAL MODULE: ./src/core/evidence/chain/evidence-timestamps.ts
var evidence_timestamps = __webpack_require__(5514);
// EXTERNAL MODULE: ./src/core/shared/errors.ts
var errors = __webpack_require__(19130);
// EXTERNAL MODULE: ./src/core/plan/saved/plan-schema.ts + 4 modules
var plan_schema = __webpack_require__(14617);
// EXTERNAL MODULE: ./src/io/ledger/ledger-files.ts
var ledger_files = __webpack_require__(90833);
// EXTERNAL MODULE: ./src/io/checkout/replace-file.ts
var replace_file = __webpack_require__(23628);
// EXTERNAL MODULE: ./src/io/checkout/contained-path.ts
var contained_path = __webpack_require__(8838);
// EXTERNAL MODULE: ./src/io/ledger/timestamps/timestamp-token.ts
var timestamp_token = __webpack_require__(75448);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: ./node_modules/undici/index.js
var undici = __webpack_require__(24371);
// EXTERNAL MODULE: ./src/core/shared/sha256.ts
var shared_sha256 = __webpack_require__(67154);
// EXTERNAL MODULE: ./src/io/network/dispatcher.ts
var network_dispatcher = __webpack_require__(55028);
// EXTERNAL MODULE: ./src/io/ledger/timestamps/tsa-endpoint.ts
var tsa_endpoint = __webpack_require__(97172);
;// CONCATENATED MODULE: ./src/io/ledger/timestamps/tsa-client.ts
// The RFC 3161 timestamp authority the evidence ledger asks for tokens: one POST of a
// TimeStampReq (SHA-256 imprint of the record's exact bytes, certReq, a random nonce) per record,
// through the same proxy and certificate settings as every other call (dispatcher.ts). The answer
// is checked before it is kept: granted, a token for these bytes, echoing our nonce.







/** A TSA response is a few kilobytes; anything this large is not one. */
const MAX_RESPONSE_BYTES = 1 << 20;
function openTsaClient(endpoint, extraCa) {
    const dispatcher = (0,network_dispatcher/* openDispatcher */.y)(endpoint.url, endpoint.proxy, { connections: 2 }, extraCa);
    return {
        stamp: (bytes, timeoutMs) => stampWith(dispatcher, endpoint, bytes, timeoutMs),
        close: () => dispatcher.close(),
    };
}
async function stampWith(dispatcher, endpoint, bytes, timeoutMs) {
    const name = (0,tsa_endpoint/* tsaName */.iG)(endpoint);
    const nonce = (0,external_node_crypto_.randomBytes)(8);
    // DER wants a positive INTEGER in its shortest form: no sign bit, and no leading zero byte
    // (a TSA refuses that as a malformed request).
    nonce[0] = ((nonce[0] ?? 0) & 0x7f) | 0x01;
    let body;
    try {
        body = await post(dispatcher, endpoint.url, (0,timestamp_token/* timestampRequest */.E5)(bytes, nonce), timeoutMs);
    }
    catch (error) {
        throw new tsa_endpoint/* TsaError */.PK(`the TSA ${name} did not answer: ${(0,errors/* errorMessage */.g)(error)}`, { cause: error });
    }
    try {
        const { signed, info } = (0,timestamp_token/* parseTimestampResponse */.rO)(body);
        const sha256 = (0,shared_sha256/* sha256Hex */.fg)(bytes);
        if ((0,timestamp_token/* tokenFacts */.XR)(signed, info).imprintSha256 !== sha256) {
            throw new Error("its token is for other bytes than the record sent");
        }
        if (info.nonce === undefined || (0,timestamp_token/* hexOf */.ZD)(info.nonce.valueBlock.valueHexView) !== (0,timestamp_token/* hexOf */.ZD)(nonce)) {
            throw new Error("its token does not echo the request's nonce (a replayed or misrouted answer)");
        }
        if (!signed.certificates?.length) {
            throw new Error("its token holds no certificate, though the request asked for it");
        }
    }
    catch (error) {
        throw new tsa_endpoint/* TsaError */.PK(`the TSA ${name} gave no usable token: ${(0,errors/* errorMessage */.g)(error)}`);
    }
    return body;
}
async function post(dispatcher, url, query, timeoutMs) {
    const response = await (0,undici.request)(url, {
        method: "POST",
        dispatcher,
        headers: { "content-type": "application/timestamp-query" },
        body: query,
        signal: AbortSignal.timeout(timeoutMs),
    });
    const chunks = [];
    let size = 0;
    for await (const chunk of response.body) {
        size += chunk.length;
        if (size > MAX_RESPONSE_BYTES) {
            response.body.destroy();
            throw new Error(`the response is over ${MAX_RESPONSE_BYTES} bytes, not a timestamp reply`);
        }
        chunks.push(chunk);
    }
    if (response.statusCode !== 200) {
        throw new Error(`HTTP ${response.statusCode}`);
    }
    return new Uint8Array(Buffer.concat(chunks));
}

// EXTERNAL MODULE: ./src/cli/shared/flag-files.ts
var flag_files = __webpack_require__(6600);
// EXTERNAL MODULE: ./src/cli/shared/io.ts
var shared_io = __webpack_require__(2520);
// EXTERNAL MODULE: ./src/cli/shared/usage-error.ts
var usage_error = __webpack_require__(32246);
// EXTERNAL MODULE: ./src/core/evidence/monitoring/configuration-monitoring.ts
var configuration_monitoring = __webpack_require__(43537);
// EXTERNAL MODULE: ./src/core/inventory/document/asset-class.ts
var asset_class = __webpack_require__(18453);
// EXTERNAL MODULE: ./src/core/shared/names.ts
var shared_names = __webpack_require__(2885);
// EXTERNAL MODULE: ./src/core/evidence/records/configuration-monitoring-model.ts
var configuration_monitoring_model = __webpack_require__(15453);
// EXTERNAL MODULE: ./src/core/inventory/document/baseline-items.ts
var baseline_items = __webpack_require__(45168);
// EXTERNAL MODULE: ./src/core/evidence/records/evidence-record.ts
var evidence_record = __webpack_require__(80053);
;// CONCATENATED MODULE: ./src/core/evidence/monitoring/configuration-monitoring-record.ts






/**
 * The ids of the assets a service's inventory (live, or a listing of it) holds in `systems`, the
 * workspace's own (a plan's managed systems, a listing's managed ones). Two of them of one name
 * are left out: the collector's file names a system by its name alone.
 */
function assetIdsOf(systems, assets) {
    const named = new Map();
    for (const { id, name } of systems)
        named.set((0,shared_names/* nameKey */.Rc)(name), [...(named.get((0,shared_names/* nameKey */.Rc)(name)) ?? []), id]);
    const names = new Map([...named].flatMap(([name, [id, ...others]]) => id !== undefined && others.length === 0 ? [[id, name]] : []));
    const ids = new Map();
    for (const asset of assets) {
        const system = names.get(asset.cyber_system_id);
        if (system === undefined)
            continue;
        const byName = ids.get(system) ?? new Map();
        ids.set(system, byName);
        byName.set((0,shared_names/* nameKey */.Rc)(asset.name), asset.id);
    }
    return ids;
}
function declaredBaselines(documents, ids = new Map()) {
    const systems = new Map();
    for (const document of documents) {
        const assets = systems.get(document.cyberSystem.value) ?? new Map();
        systems.set(document.cyberSystem.value, assets);
        const idOf = (name) => name === undefined
            ? undefined
            : ids.get((0,shared_names/* nameKey */.Rc)(document.cyberSystem.value))?.get((0,shared_names/* nameKey */.Rc)(name));
        for (const asset of document.assets) {
            const { baseline } = asset;
            // A rename the service has not applied yet: it still holds the asset by its old name.
            const id = idOf(asset.name) ?? idOf(asset.renamedFrom?.value);
            assets.set(asset.name, {
                ...(id === undefined ? {} : { asset_id: id }),
                ...(document.impact === undefined ? {} : { impact: document.impact.value }),
                class: asset.class?.value ?? asset_class/* DEFAULT_ASSET_CLASS */.q$,
                baseline: baseline === undefined
                    ? undefined
                    : baseline.kind === "ref" || baseline.content === undefined
                        ? { kind: "ref", digest: baseline.digest, sha256: baseline.refSha256 ?? "" }
                        : { kind: "content", content: baseline.content },
            });
        }
    }
    return systems;
}
/** The record's body, or every asset of the file the inventory does not declare. */
function compareMonitoring(input, declared, facts) {
    const undeclared = [];
    const assets = [];
    const unauthorized_changes = [];
    for (const [index, asset] of input.assets.entries()) {
        const found = declared.get(asset.cyber_system)?.get(asset.name);
        if (found === undefined) {
            undeclared.push(undeclaredAsset(asset, index, declared));
            continue;
        }
        const known = found.asset_id;
        if (known !== undefined && asset.asset_id !== undefined && asset.asset_id !== known) {
            undeclared.push({
                pointer: (0,configuration_monitoring/* jsonPointer */.Av)(["assets", index, "asset_id"]),
                message: `the service holds asset ${JSON.stringify(asset.name)} in cyber system ${JSON.stringify(asset.cyber_system)} as ${JSON.stringify(known)}, not ${JSON.stringify(asset.asset_id)}: write ${JSON.stringify(known)}, or leave asset_id out`,
            });
            continue;
        }
        if (asset.baseline_ref_sha256 !== undefined && found.baseline?.kind !== "ref") {
            undeclared.push({
                pointer: (0,configuration_monitoring/* jsonPointer */.Av)(["assets", index, "baseline_ref_sha256"]),
                message: `the inventory declares no baseline_ref for asset ${JSON.stringify(asset.name)} in cyber system ${JSON.stringify(asset.cyber_system)} (${found.baseline === undefined ? "it declares no baseline" : "its baseline is written in the inventory"}): leave baseline_ref_sha256 out`,
            });
            continue;
        }
        const compared = compareAsset(asset, found);
        assets.push(compared);
        unauthorized_changes.push(...unauthorizedChanges(compared, asset.observed, found));
    }
    if (undeclared.length > 0)
        return { undeclared };
    return {
        evidence: {
            commit: facts.commit,
            observed_at: input.observed_at,
            collector: { name: input.collector.name, version: input.collector.version },
            input_sha256: facts.inputSha256,
            assets,
            unauthorized_changes,
            // An investigation names its asset as the inventory does now: the tool records its id.
            investigations: (input.investigations ?? []).map((investigation) => {
                const id = declared.get(investigation.cyber_system)?.get(investigation.name)?.asset_id;
                return { ...investigation, ...(id === undefined ? {} : { asset_id: id }) };
            }),
        },
    };
}
/**
 * Each item of `asset` whose observed digest differs from the declared one, with the entries that
 * differ when both sides are content (a collector may give an item as its digest only).
 */
function unauthorizedChanges(asset, observed, found) {
    return baseline_items/* BASELINE_ITEMS */.dK.flatMap((item) => {
        const { observed: seen, declared: was, matches } = asset.items[item];
        if (matches === false && seen !== null && was !== null) {
            const shown = observed[item];
            const entries = Array.isArray(shown) && found.baseline?.kind === "content"
                ? (0,configuration_monitoring_model/* itemEntryChanges */.zu)(item, shown, found.baseline.content[item])
                : {};
            return [{ ...namedAs(asset), item, observed: seen, declared: was, ...entries }];
        }
        return [];
    });
}
/** How a record names an asset: by system and name, and by its id when known. */
function namedAs(asset) {
    return {
        cyber_system: asset.cyber_system,
        name: asset.name,
        ...(asset.asset_id === undefined ? {} : { asset_id: asset.asset_id }),
    };
}
function undeclaredAsset(asset, index, declared) {
    const system = declared.get(asset.cyber_system);
    if (system === undefined) {
        const [close] = (0,shared_names/* closestNames */.g9)(asset.cyber_system, declared.keys(), 1);
        return {
            pointer: (0,configuration_monitoring/* jsonPointer */.Av)(["assets", index, "cyber_system"]),
            message: `the inventory declares no cyber system ${JSON.stringify(asset.cyber_system)}: write the cyber_system of its inventory document${close === undefined ? "" : ` (did you mean ${JSON.stringify(close)}?)`}`,
        };
    }
    const [close] = (0,shared_names/* closestNames */.g9)(asset.name, system.keys(), 1);
    return {
        pointer: (0,configuration_monitoring/* jsonPointer */.Av)(["assets", index, "name"]),
        message: `the inventory declares no asset ${JSON.stringify(asset.name)} in cyber system ${JSON.stringify(asset.cyber_system)}: write the asset's name as the inventory names it${close === undefined ? "" : ` (did you mean ${JSON.stringify(close)}?)`}, or declare the asset first`,
    };
}
function compareAsset(asset, found) {
    const from = found.baseline === undefined
        ? "none"
        : found.baseline.kind === "ref"
            ? "baseline_ref"
            : "inventory";
    const items = Object.fromEntries(baseline_items/* BASELINE_ITEMS */.dK.map((item) => [item, compareItem(item, asset.observed, found)]));
    const compared = Object.values(items);
    const complete = compared.every((item) => item.matches !== null);
    const matches = compared.some((item) => item.matches === false) ? false : complete ? true : null;
    const id = found.asset_id ?? asset.asset_id;
    return {
        cyber_system: asset.cyber_system,
        name: asset.name,
        ...(id === undefined ? {} : { asset_id: id }),
        ...(found.impact === undefined ? {} : { impact: found.impact }),
        class: found.class,
        declared_from: from,
        ...(from === "inventory" ? {} : { note: configuration_monitoring_model/* DECLARED_NOTES */.z7[from] }),
        items,
        complete,
        matches,
        ...refCheck(asset, found),
    };
}
/** The collector's fetch of the referenced baseline document, against what the reference states. */
function refCheck(asset, found) {
    const fetched = asset.baseline_ref_sha256;
    if (fetched === undefined || found.baseline?.kind !== "ref")
        return {};
    const { digest, sha256 } = found.baseline;
    return {
        baseline_ref: {
            digest,
            declared_sha256: sha256,
            fetched_sha256: fetched,
            matches: fetched === sha256,
        },
    };
}
function compareItem(item, observed, found) {
    const seen = (0,configuration_monitoring/* observedDigest */.hU)(observed, item);
    const { baseline } = found;
    const declared = baseline?.kind === "content" && baseline.content[item] !== undefined
        ? (0,configuration_monitoring_model/* itemDigest */.Ug)(item, baseline.content[item])
        : null;
    return {
        observed: seen,
        declared,
        matches: seen === null || declared === null ? null : seen === declared,
    };
}
/** The run id of a collector file's record: the same for the same file's bytes. */
function monitoringRunId(inputSha256) {
    return `${evidence_record/* CLI_RUN_PREFIX */.aG}${inputSha256.slice(0, 20)}`;
}
/** The ledger's draft of a configuration-monitoring record appended from the command line. */
function monitoringDraft(evidence, workspace, toolVersion, run) {
    return {
        format_version: evidence_record/* EVIDENCE_FORMAT_VERSION */.Z_,
        workspace,
        tool_version: toolVersion,
        origin: "cli",
        run: {
            repository: run.repository,
            run_id: monitoringRunId(evidence.input_sha256),
            run_attempt: 1,
            actor: run.actor,
        },
        kind: "configuration-monitoring",
        configuration_monitoring: evidence,
    };
}

// EXTERNAL MODULE: ./src/core/evidence/records/cli-change-context.ts
var cli_change_context = __webpack_require__(70633);
// EXTERNAL MODULE: ./src/core/evidence/records/beside/inventory-listing.ts
var inventory_listing = __webpack_require__(66782);
// EXTERNAL MODULE: ./src/core/shared/diagnostics.ts
var diagnostics = __webpack_require__(17273);
// EXTERNAL MODULE: ./src/io/checkout/checkout-facts.ts
var checkout_facts = __webpack_require__(48311);
// EXTERNAL MODULE: ./src/io/checkout/git.ts
var git = __webpack_require__(54917);
// EXTERNAL MODULE: ./src/engine/engine.ts + 20 modules
var engine = __webpack_require__(94534);
// EXTERNAL MODULE: ./src/cli/shared/command-support.ts + 1 modules
var command_support = __webpack_require__(56439);
// EXTERNAL MODULE: ./src/core/plan/plan-model.ts
var plan_model = __webpack_require__(23212);
// EXTERNAL MODULE: ./src/core/shared/text/redact.ts
var redact = __webpack_require__(71640);
// EXTERNAL MODULE: ./src/io/network/connection.ts
var network_connection = __webpack_require__(92305);
;// CONCATENATED MODULE: ./src/cli/evidence/listing-read.ts
// `evidence append --monitoring FILE --listing`: the workspace's inventory listing read from the
// service as the drift check reads it (the engine's plan of the declared files against the live
// inventory, then inventory-listing.ts), for a ledger kept from the command line, which has no
// drift check to keep one. The same read names the collector's assets by the service's ids, as
// the drift route's does. A service that cannot be read, or files that do not resolve against it,
// refuse the append: the record is never sealed without the listing it was asked to carry.










/**
 * The listing of `workspace` as the service holds it now, its declared side read at `commit` (the
 * checkout's HEAD, its inventory files unchanged) through `inventory`.
 */
async function listingFromService(settings, io, inventory, at) {
    const refused = (why) => new usage_error/* UsageError */.e(`--listing reads the workspace's inventory listing from the service, and ${why}. Nothing was written.`);
    let connection;
    try {
        connection = (0,network_connection/* readConnection */.dC)(settings.connection);
    }
    catch (error) {
        throw refused(`${(0,errors/* errorMessage */.g)(error)}; or leave out --listing`);
    }
    const source = (0,command_support/* sourceOf */.vz)(settings, io);
    const outcome = await (0,command_support/* closingAfter */.Ym)((0,command_support/* openClient */.My)(settings.connection), (client) => (0,engine/* planFromSource */.rW)({ source, inventory, limits: plan_model/* DEFAULT_SAFETY_LIMITS */.kM }, client)).catch((error) => {
        throw refused(`the service at ${connection.baseUrl.href} could not be read (${(0,errors/* errorMessage */.g)(error)}): check ${connection.urlSource} and ${connection.keySource} with 'cip-sync doctor', and try again`);
    });
    if (outcome.status === "invalid") {
        const first = outcome.diagnostics.find((diagnostic) => diagnostic.severity === "error");
        const where = first?.location === undefined ? "" : `${(0,diagnostics/* formatLocation */.j$)(first.location)}: `;
        throw refused(`the inventory does not resolve against the service (${where}${first?.message}): run 'cip-sync plan' and fix it first`);
    }
    const { live, declared, plan } = outcome;
    // Redacted before it is hashed, as the Action redacts its own: the listing is committed.
    const listed = (0,redact/* redactSecretsInValue */.Hk)((0,inventory_listing/* inventoryListing */.Rm)(at.workspace, at.commit, declared, live), (0,network_connection/* connectionSecrets */.K$)(connection));
    const text = (0,inventory_listing/* serializeListing */.j4)(listed);
    return {
        text,
        reference: (0,inventory_listing/* listingReference */.Mf)(text, listed),
        ids: assetIdsOf(plan.managed_systems, live.cyberAssets),
    };
}

;// CONCATENATED MODULE: ./src/cli/evidence/monitoring-append.ts
// `cip-sync evidence append --monitoring FILE`: a collector's configuration-monitoring file (CIP-010
// R2.1) checked against its schema, compared with the inventory read from the checkout at git
// HEAD (each asset named by the id the workspace's last inventory listing in the ledger gives it,
// or, with --listing, the service's as read now: listing-read.ts, whose listing the record then
// vouches for), and made the draft of a `configuration-monitoring` record of origin "cli". Every problem
// is a UsageError naming the file (and the JSON pointer) and what to write; nothing is written
// here: evidence-append.ts seals, timestamps and writes the draft like a change record.




















const NOTHING_WRITTEN = "Nothing was written.";
async function readMonitoringFile(settings, io) {
    const given = settings.monitoring;
    const path = (0,flag_files/* flagPath */.aO)("--monitoring", given, "pass the configuration-monitoring file a collector wrote (schemas/configuration-monitoring.schema.json)", io);
    const text = await (0,flag_files/* readFlagFile */.X$)(path);
    const read = (0,configuration_monitoring/* parseCollectorFile */.$B)(text);
    if ("problem" in read)
        throw new usage_error/* UsageError */.e(`--monitoring ${given} ${read.problem}. ${NOTHING_WRITTEN}`);
    const { input } = read;
    const inputSha256 = (0,shared_sha256/* sha256Hex */.fg)(text);
    return {
        file: given,
        workspace: input.workspace,
        observedAt: input.observed_at,
        draft: async (toolVersion, ledger) => {
            const checkout = await checkoutOf(settings, io, (0,external_node_path_.resolve)(io.cwd, given));
            const inventory = (0,engine/* loadOnce */.Ed)((0,command_support/* sourceOf */.vz)(settings, io));
            const documents = await inventoryOf(settings, inventory);
            const service = settings.listing
                ? await listingFromService(settings, io, inventory, {
                    workspace: input.workspace,
                    commit: checkout.commit,
                })
                : undefined;
            const ids = service?.ids ?? (await listedAssetIds(ledger, input.workspace, settings.dir));
            const compared = compareMonitoring(input, declaredBaselines(documents, ids), {
                commit: checkout.commit,
                inputSha256,
            });
            if ("undeclared" in compared) {
                const problems = compared.undeclared.map(({ pointer, message }) => `at ${pointer}: ${message}`);
                throw new usage_error/* UsageError */.e(`--monitoring ${given} names assets the inventory at ${checkout.commit.slice(0, 12)} does not declare: ${problems.join("; ")}. ${NOTHING_WRITTEN}`);
            }
            const evidence = service === undefined
                ? compared.evidence
                : { ...compared.evidence, listing: service.reference };
            return {
                draft: monitoringDraft(evidence, input.workspace, toolVersion, checkout),
                listing: service?.text,
            };
        },
    };
}
/**
 * The asset ids of the workspace's last inventory listing (what the service held at its last drift
 * check, or at the last append with --listing; the inventory in git holds no ids), checked against
 * its record; none without a listing.
 */
async function listedAssetIds({ dir, paths }, workspace, given) {
    const path = paths
        .filter((listing) => listing.endsWith(inventory_listing/* LISTING_SUFFIX */.Ze) &&
        (0,record_files/* isRecordPathOf */.sm)(listing.slice(0, -inventory_listing/* LISTING_SUFFIX */.Ze.length), workspace))
        .at(-1);
    if (path === undefined)
        return undefined;
    const read = (0,ledger_files/* readFromLedger */.w1)(dir);
    const recordFile = path.slice(0, -inventory_listing/* LISTING_SUFFIX */.Ze.length);
    const stale = `run 'cip-sync evidence verify --dir ${given}', and pull the evidence branch again if the checkout is stale. ${NOTHING_WRITTEN}`;
    let record;
    try {
        record = JSON.parse(new TextDecoder().decode(await read(recordFile)));
    }
    catch (error) {
        throw new usage_error/* UsageError */.e(`${recordFile} cannot be read (${(0,errors/* errorMessage */.g)(error)}): ${stale}`);
    }
    const parsed = evidence_schema/* evidenceRecordSchema */.i9.safeParse(record);
    const reference = parsed.success ? (0,evidence_record/* listingOf */.K7)(parsed.data) : undefined;
    if (reference === undefined)
        throw new usage_error/* UsageError */.e(`${recordFile} is not the record of the listing beside it: ${stale}`);
    const listing = (0,inventory_listing/* readListing */.vS)(await read(path), reference, path);
    if ("problem" in listing)
        throw new usage_error/* UsageError */.e(`${listing.problem}: ${stale}`);
    const own = listing.cyber_systems.filter((system) => system.managed);
    return assetIdsOf(own, listing.cyber_assets);
}
/** The commit, repository and operator of the inventory checkout; its inventory files unchanged. */
async function checkoutOf(settings, io, monitoringPath) {
    const root = (0,external_node_path_.resolve)(io.cwd, settings.source.root);
    const facts = await (0,checkout_facts/* readCheckoutFacts */.kX)(root, [monitoringPath]);
    const fromCheckout = `run it from a git checkout of the inventory repository with a remote origin (or give --root), so that the record names the commit it compared with. ${NOTHING_WRITTEN}`;
    if (facts.commit === undefined)
        throw new usage_error/* UsageError */.e(`--root ${settings.source.root} has no git commit: ${fromCheckout}`);
    if (facts.repository === undefined)
        throw new usage_error/* UsageError */.e(`--root ${settings.source.root} has no remote origin: ${fromCheckout}`);
    const actor = (0,break_glass/* operatorText */.yp)((0,cli_change_context/* operatorContext */.w)(facts));
    if (actor === undefined) {
        throw new usage_error/* UsageError */.e(`who appends the record cannot be read (git user.name, user.email, the OS user): set git's user.name and user.email. ${NOTHING_WRITTEN}`);
    }
    const changed = await changedInventoryFiles(root, settings.source.patterns);
    if (changed.length > 0) {
        throw new usage_error/* UsageError */.e(`the inventory differs from commit ${facts.commit.slice(0, 12)} (${changed.slice(0, 3).join(", ")}): commit or stash it first, so that the record's commit is what the observations were compared with. ${NOTHING_WRITTEN}`);
    }
    return { commit: facts.commit, repository: facts.repository, actor };
}
/** The paths under the inventory patterns that git reports changed or untracked. */
async function changedInventoryFiles(root, patterns) {
    const answer = await (0,git/* runGit */.E)(root, [
        "status",
        "--porcelain=v1",
        "-z",
        "--untracked-files=all",
        "--",
        ...patterns,
    ]).catch(() => undefined);
    if (answer?.code !== 0)
        return [];
    return answer.stdout
        .split("\0")
        .filter((entry) => /\.ya?ml$/.test(entry))
        .map((entry) => entry.slice(3));
}
async function inventoryOf(settings, inventory) {
    const { source } = settings;
    const loaded = await inventory();
    const errors = loaded.diagnostics.filter((diagnostic) => diagnostic.severity === "error");
    const [first] = errors;
    if (first !== undefined) {
        const at = first.location === undefined ? "" : `${(0,diagnostics/* formatLocation */.j$)(first.location)}: `;
        throw new usage_error/* UsageError */.e(`the inventory (${source.patterns.join(", ")}) has ${errors.length} error(s), the first ${at}${first.message}: run 'cip-sync validate' and fix them first. ${NOTHING_WRITTEN}`);
    }
    return loaded.documents;
}

// EXTERNAL MODULE: ./src/cli/shared/shell-word.ts
var shell_word = __webpack_require__(44253);
// EXTERNAL MODULE: ./src/render/evidence/evidence-words.ts
var evidence_words = __webpack_require__(64991);
;// CONCATENATED MODULE: ./src/cli/evidence/sealed-report.ts
// What `evidence append` prints once a record is sealed: the commands that put it on the evidence
// branch, written so that they work as printed (test/cli/commit-procedure.test.ts runs them
// against a bare repository as origin): a signed commit, since an unsigned one from the command
// line closes no obligation, and, for a branch never pushed, the push that sets its upstream.






const RECORD_NOUN = {
    change: "change record",
    monitoring: "monitoring record",
    "configuration-monitoring": "configuration-monitoring record",
};
/**
 * Why the commit is signed, and with which key: evidence verify, obligations, report and
 * populations accept a command-line record only in a commit signed by a key of --operator-keys.
 */
const SIGNED_COMMIT_WORD = "An unsigned commit closes nothing: a record from the command line counts only in a commit signed (-S) with an operator's OpenPGP key whose public key is in the operators' keys file kept on the default branch (e.g. cip-sync-operators.asc); pass that file as --operator-keys FILE to 'cip-sync obligations', 'evidence report', 'evidence populations' and 'evidence verify'.";
async function reportSealed(ledger, sealed, written, io) {
    const { record, path, text } = sealed;
    const { stamped } = written;
    const sha256 = (0,shared_sha256/* sha256Hex */.fg)(text);
    // The files the record vouches for go in its commit: verify refuses a record without them.
    const files = [path, ...written.beside, ...(stamped ? [(0,evidence_timestamps/* tokenPath */.vT)(path)] : [])].join(" ");
    const git = `git -C ${(0,shell_word/* shellWord */.r)(ledger.given)}`;
    const message = `${record.workspace} #${record.sequence}: ${record.kind === "change" ? "break-glass change record" : "configuration-monitoring record"}`;
    const push = await pushCommand(ledger.dir);
    // A collector's observation is sealed whatever it found: the operator learns what that was here,
    // before the commands, not first from the report.
    const findings = record.kind === "configuration-monitoring"
        ? (0,evidence_words/* observationFindings */.HM)(record.configuration_monitoring)
        : "";
    io.stdout(`Sealed the ${RECORD_NOUN[record.kind]} as ${path} (workspace ${record.workspace}, sequence ${record.sequence}, SHA-256 ${sha256})${stamped ? `, with its timestamp token ${(0,evidence_timestamps/* tokenPath */.vT)(path)}` : ""}.\n` +
        findings +
        `Commit it signed and push the evidence branch now, so the next run of the Action chains onto it:\n` +
        `  ${git} add ${files}\n` +
        `  ${git} commit -S -m ${(0,shell_word/* shellWord */.r)(message)}\n` +
        `  ${git} ${push.command}\n` +
        (push.branch === undefined
            ? ""
            : `The branch ${push.branch} has no upstream yet: its first push sets it (-u); later ones are '${git} push'.\n`) +
        `${SIGNED_COMMIT_WORD}\n` +
        `If the push is refused because the branch moved on, do not merge or rebase a ledger: run '${git} fetch' and '${git} reset --hard @{upstream}', then this command again.\n` +
        `Keep the chain head outside the branch too (cip-sync evidence verify --expect-head ${record.sequence}:${sha256}).\n` +
        (record.kind === "configuration-monitoring" ? `${configuration_monitoring/* COLLECTOR_WORD */.br}\n` : ""));
}
/**
 * `push`, or for a branch without an upstream (a new ledger branch) `push -u origin BRANCH`, which
 * a plain `git push` refuses. Where git cannot tell (no git, no branch), the plain push.
 */
async function pushCommand(dir) {
    const ask = (args) => (0,git/* runGit */.E)(dir, args).catch(() => undefined);
    const upstream = await ask(["rev-parse", "--abbrev-ref", "--symbolic-full-name", "@{upstream}"]);
    if (upstream === undefined || upstream.code === 0)
        return { command: "push" };
    const branch = await ask(["symbolic-ref", "--short", "HEAD"]);
    if (branch?.code !== 0)
        return { command: "push" };
    const name = branch.stdout.trim();
    return { command: `push -u origin ${(0,shell_word/* shellWord */.r)(name)}`, branch: name };
}

;// CONCATENATED MODULE: ./src/cli/evidence/evidence-append.ts
// `cip-sync evidence append`: a break-glass apply's change record (apply --record) sealed into a
// checkout of the evidence branch as a `change` record of origin "cli", chained to the
// workspace's head with the same checks as the Action's ledger writer, timestamped when a TSA is
// given, written atomically. The operator then commits and pushes the branch. Every refusal
// happens before anything is written, and says so.






















const evidence_append_NOTHING_WRITTEN = "Nothing was written.";
/** How long the TSA may take for the record's token. */
const TSA_TIMEOUT_MS = 30_000;
async function appendEvidenceRecord(settings, io) {
    const input = await readInput(settings, io);
    const dir = (0,external_node_path_.resolve)(io.cwd, settings.dir);
    const notReadable = (error) => {
        throw new usage_error/* UsageError */.e(`${(0,errors/* errorMessage */.g)(error)}. ${evidence_append_NOTHING_WRITTEN}`);
    };
    // Every path is listed; only the workspace's last two records, its head, are read.
    const paths = await ledgerPaths(dir, settings, input);
    const workspace = input.kind === "change"
        ? workspaceFor(settings, paths)
        : monitoringWorkspace(input.file, settings, paths);
    const { draft, listing } = input.kind === "change"
        ? { draft: changeDraft(input.record, workspace, paths, settings), listing: undefined }
        : await monitoringDraftOf(input.file, dir, paths);
    const now = new Date(io.now?.() ?? Date.now());
    // An observation dated after its append would blind R2.1 for good (the authority table).
    const late = input.kind === "monitoring"
        ? (0,authority/* observationRefusal */.pj)(input.file.observedAt, "operator-signed-append", now)
        : undefined;
    if (late !== undefined)
        throw new usage_error/* UsageError */.e(`--monitoring ${settings.monitoring} ${late}. ${evidence_append_NOTHING_WRITTEN}`);
    const read = (0,ledger_files/* readFromLedger */.w1)(dir);
    const headFiles = await Promise.all(paths
        .filter((path) => (0,record_files/* isRecordPathOf */.sm)(path, workspace))
        .slice(-2)
        .map(async (path) => ({ path, bytes: await read(path) }))).catch(notReadable);
    const checked = (0,evidence_chain/* checkedHead */.In)(headFiles, workspace, now);
    if ("broken" in checked) {
        throw new usage_error/* UsageError */.e(`the evidence chain of workspace ${workspace} in --dir ${settings.dir} is broken, so no record was appended to it: ${checked.broken.message}. Run 'cip-sync evidence verify --dir ${settings.dir}', and pull the evidence branch again if the checkout is stale. ${evidence_append_NOTHING_WRITTEN}`);
    }
    const workspacePaths = paths.filter((path) => (0,record_files/* workspaceOfPath */.i0)(path) === workspace);
    const pending = (0,evidence_timestamps/* untimestampedRecords */.TI)(workspacePaths);
    // The TSA is in use once a record of the workspace has its token beside it.
    const present = new Set(workspacePaths);
    const timestamped = workspacePaths.some((path) => (0,record_files/* isRecordPathOf */.sm)(path, workspace) && present.has((0,evidence_timestamps/* tokenPath */.vT)(path)));
    if (timestamped && settings.tsa === undefined) {
        throw new usage_error/* UsageError */.e(`the records of workspace ${workspace} are timestamped, and this one would have no token: pass --tsa-url URL (the Action's evidence-tsa-url), or set CIP_TSA_URL. ${evidence_append_NOTHING_WRITTEN}`);
    }
    const sealed = (0,record_files/* sealRecord */.xe)(draft, checked.head, now, pending.map(({ sequence }) => sequence));
    const valid = evidence_schema/* evidenceRecordSchema */.i9.safeParse(sealed.record);
    if (!valid.success) {
        const [issue] = valid.error.issues;
        throw new usage_error/* UsageError */.e(`${inputFlag(settings)} does not make a valid evidence record (at ${(0,plan_schema/* jsonPath */.U1)(issue?.path ?? [])}: ${issue?.message}). ${evidence_append_NOTHING_WRITTEN}`);
    }
    const token = settings.tsa === undefined ? undefined : await timestamp(settings.tsa, settings, sealed, io);
    const beside = (0,record_files/* besideFiles */.co)(sealed, { listing });
    await writeSealed(dir, { sealed, token, beside }, settings);
    const written = { stamped: token !== undefined, beside: beside.map(({ path }) => path) };
    await reportSealed({ dir, given: settings.dir }, sealed, written, io);
    return shared_io/* EXIT_OK */.Ij;
}
/** The ledger's files in --dir; or, without records/, what starting a ledger there takes. */
async function ledgerPaths(dir, settings, input) {
    try {
        return [...(await (0,ledger_files/* walkLedgerDirectory */.Q$)(dir, "--dir"))()];
    }
    catch (error) {
        const start = (await (0,promises_.lstat)((0,external_node_path_.join)(dir, record_files/* RECORDS_DIR */.v7)).catch(() => undefined)) === undefined
            ? ledgerStart(settings, input)
            : evidence_append_NOTHING_WRITTEN;
        throw new usage_error/* UsageError */.e(`${(0,errors/* errorMessage */.g)(error)}. ${start}`);
    }
}
async function readInput(settings, io) {
    return settings.monitoring === undefined
        ? { kind: "change", record: await readChangeRecord(settings.record ?? "", io) }
        : {
            kind: "monitoring",
            file: await readMonitoringFile({ ...settings, monitoring: settings.monitoring }, io),
        };
}
/** The flag and file the record comes from, for messages. */
function inputFlag(settings) {
    return settings.monitoring === undefined
        ? `--record ${settings.record}`
        : `--monitoring ${settings.monitoring}`;
}
function changeDraft(record, workspace, paths, settings) {
    const drafted = (0,break_glass/* breakGlassDraft */.V5)(record, workspace, tool_version/* TOOL_VERSION */.wr);
    if ("refusal" in drafted) {
        throw new usage_error/* UsageError */.e(`--record ${settings.record} cannot be sealed: ${drafted.refusal}. ${evidence_append_NOTHING_WRITTEN}`);
    }
    const earlier = (0,record_files/* sealedAs */.F6)(paths, "change", drafted.draft.run.run_id);
    if (earlier !== undefined) {
        throw new usage_error/* UsageError */.e(`--record ${settings.record} is already sealed in the ledger as ${earlier}: a change is recorded once. ${evidence_append_NOTHING_WRITTEN}`);
    }
    return drafted.draft;
}
/**
 * The collector file's draft, with the listing to write beside it (--listing), refused when the
 * same file was sealed already.
 */
async function monitoringDraftOf(file, dir, paths) {
    const drafted = await file.draft(tool_version/* TOOL_VERSION */.wr, { dir, paths });
    const { draft } = drafted;
    const earlier = (0,record_files/* sealedAs */.F6)(paths, "configuration-monitoring", draft.run.run_id);
    if (earlier !== undefined) {
        throw new usage_error/* UsageError */.e(`--monitoring ${file.file} is already sealed in the ledger as ${earlier}: a collector's file is recorded once. ${evidence_append_NOTHING_WRITTEN}`);
    }
    return drafted;
}
/** The change record, checked against the schema; the messages name the file and the field. */
async function readChangeRecord(given, io) {
    const text = await (0,flag_files/* readFlagFile */.X$)((0,flag_files/* flagPath */.aO)("--record", given, "pass the change record written by 'cip-sync apply --record FILE'", io));
    const fix = `pass the file 'cip-sync apply --record FILE' wrote, unchanged. ${evidence_append_NOTHING_WRITTEN}`;
    let value;
    try {
        value = JSON.parse(text);
    }
    catch (error) {
        throw new usage_error/* UsageError */.e(`--record ${given} is not JSON (${(0,errors/* errorMessage */.g)(error)}): ${fix}`);
    }
    const parsed = evidence_schema/* changeRecordSchema */.jw.safeParse(value);
    if (!parsed.success) {
        const issues = parsed.error.issues
            .slice(0, 3)
            .map((issue) => `at ${(0,plan_schema/* jsonPath */.U1)(issue.path)}: ${issue.message}`)
            .join("; ");
        throw new usage_error/* UsageError */.e(`--record ${given} is not a change record (${issues}): ${fix}`);
    }
    return parsed.data;
}
const PASS_WORKSPACE = `pass --workspace NAME (the Action's input workspace, default "default")`;
/**
 * How to start a ledger in --dir, which has no records/ directory: the directory, and the
 * workspace when nothing else names it (a collector's file names its own).
 */
function ledgerStart(settings, input) {
    const workspace = settings.workspace === undefined && input.kind === "change"
        ? `, and ${PASS_WORKSPACE}: an empty ledger has no workspace to take`
        : "";
    return `To start a new ledger there instead (${LEDGER_START_DOCS}), create ${(0,external_node_path_.join)(settings.dir, record_files/* RECORDS_DIR */.v7)}/ on the new evidence branch${workspace}. ${evidence_append_NOTHING_WRITTEN}`;
}
/** The section of the docs that starts a ledger from the command line. */
const LEDGER_START_DOCS = "docs/change-records-and-evidence.md#starting-a-ledger-from-the-command-line";
/**
 * A collector's file names its workspace at /workspace; it is refused where that is not the one
 * --workspace names, or where the ledger holds records of other workspaces only, each said as it
 * came about: no message names a --workspace that was not passed.
 */
function monitoringWorkspace(file, settings, paths) {
    const given = `--monitoring ${file.file} is of workspace ${file.workspace} (its /workspace)`;
    const fix = `append it to the ledger of workspace ${file.workspace}, or, if the file is of another workspace, write that one at /workspace. ${evidence_append_NOTHING_WRITTEN}`;
    if (settings.workspace !== undefined && settings.workspace !== file.workspace)
        throw new usage_error/* UsageError */.e(`${given}, not --workspace ${settings.workspace}: leave out --workspace, or ${fix}`);
    const known = (0,record_files/* workspacesOfPaths */.Mc)(paths);
    if (known.length > 0 && !known.includes(file.workspace)) {
        const held = known.length === 1
            ? `holds only workspace ${known.join("")}`
            : `holds the workspaces ${known.join(", ")}`;
        throw new usage_error/* UsageError */.e(`${given}, and the ledger in --dir ${settings.dir} ${held}: ${fix}`);
    }
    return file.workspace;
}
/** --workspace, else the ledger's only workspace; a name the ledger does not know is refused. */
function workspaceFor(settings, paths) {
    const known = (0,record_files/* workspacesOfPaths */.Mc)(paths);
    const listed = known.join(", ");
    if (settings.workspace === undefined) {
        const [only, ...others] = known;
        if (only !== undefined && others.length === 0)
            return only;
        throw new usage_error/* UsageError */.e(known.length === 0
            ? `--dir ${settings.dir} holds no record yet: ${PASS_WORKSPACE}. ${evidence_append_NOTHING_WRITTEN}`
            : `--dir ${settings.dir} holds the workspaces ${listed}: pass --workspace NAME to say which one the change belongs to. ${evidence_append_NOTHING_WRITTEN}`);
    }
    if (known.length > 0 && !known.includes(settings.workspace)) {
        throw new usage_error/* UsageError */.e(`--workspace ${settings.workspace} has no records in --dir ${settings.dir}, which holds ${listed}: pass one of them (the Action's input workspace). ${evidence_append_NOTHING_WRITTEN}`);
    }
    return settings.workspace;
}
/** The record's token from the TSA, checked against --tsa-ca when given; refused before writing. */
async function timestamp(endpoint, settings, sealed, io) {
    const bytes = new TextEncoder().encode(sealed.text);
    const client = openTsaClient(endpoint);
    let token;
    try {
        token = await client.stamp(bytes, TSA_TIMEOUT_MS);
    }
    catch (error) {
        throw new usage_error/* UsageError */.e(`${(0,errors/* errorMessage */.g)(error)} (${endpoint.source}): check that the TSA is reachable from here and try again. ${evidence_append_NOTHING_WRITTEN}`);
    }
    finally {
        await client.close();
    }
    if (settings.tsaCa !== undefined) {
        const fix = "give the PEM file of the certificate authority that issued the TSA's certificate";
        const pem = await (0,flag_files/* readFlagFile */.X$)((0,flag_files/* flagPath */.aO)("--tsa-ca", settings.tsaCa, fix, io));
        let trusted;
        try {
            trusted = (0,timestamp_token/* readPemCertificates */.$p)(pem, `--tsa-ca ${settings.tsaCa}`);
        }
        catch (error) {
            throw new usage_error/* UsageError */.e((0,errors/* errorMessage */.g)(error));
        }
        const reading = await (0,timestamp_token/* readTimestampToken */.ai)(token, bytes, trusted);
        if (!reading.valid) {
            throw new usage_error/* UsageError */.e(`the token of the TSA ${(0,tsa_endpoint/* tsaName */.iG)(endpoint)} does not check against --tsa-ca ${settings.tsaCa}: ${reading.reason}. ${evidence_append_NOTHING_WRITTEN}`);
        }
    }
    return token;
}
/**
 * The token and the files the record vouches for (its listing) first, then the record: a token
 * without its record is ignored by every reader, and a record is never without its listing.
 */
async function writeSealed(dir, files, settings) {
    const { sealed, token, beside } = files;
    const target = (0,external_node_path_.join)(dir, sealed.path);
    // Every file stays in the ledger's checkout: a link there (git keeps links) is not written through.
    const paths = [sealed.path, ...beside.map(({ path }) => path)];
    if (token !== undefined)
        paths.push((0,evidence_timestamps/* tokenPath */.vT)(sealed.path));
    for (const path of paths) {
        const contained = await (0,contained_path/* containedPath */.f)(dir, (0,external_node_path_.join)(dir, path));
        if ("outside" in contained)
            throw new usage_error/* UsageError */.e((0,contained_path/* outsideWords */.T)(path, contained.outside, `--dir ${settings.dir}`));
    }
    if ((await (0,promises_.lstat)(target).catch(() => undefined)) !== undefined) {
        throw new usage_error/* UsageError */.e(`--dir ${settings.dir} already has a file at ${sealed.path}: run the command again (the record is stamped with the current time). ${evidence_append_NOTHING_WRITTEN}`);
    }
    if (token !== undefined)
        await (0,replace_file/* replaceFile */.fR)((0,external_node_path_.join)(dir, (0,evidence_timestamps/* tokenPath */.vT)(sealed.path)), token);
    for (const { path, content } of beside)
        await (0,replace_file/* replaceFile */.fR)((0,external_node_path_.join)(dir, path), content);
    await (0,replace_file/* replaceFile */.fR)(target, sealed.text);
}


/***/ }),

/***/ 6600:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   MZ: () => (/* binding */ requireEmptyDirectory),
/* harmony export */   X$: () => (/* binding */ readFlagFile),
/* harmony export */   YI: () => (/* binding */ writeUnder),
/* harmony export */   aO: () => (/* binding */ flagPath),
/* harmony export */   i_: () => (/* binding */ openNamedUnder),
/* harmony export */   lt: () => (/* binding */ checkFlagFileWritable),
/* harmony export */   mg: () => (/* binding */ writeFlagFile),
/* harmony export */   nN: () => (/* binding */ readFlagFileIfPresent),
/* harmony export */   oO: () => (/* binding */ listFlagDirectory),
/* harmony export */   pp: () => (/* binding */ FLAG_FIXES),
/* harmony export */   rF: () => (/* binding */ openUnder)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(19130);
/* harmony import */ var _io_checkout_replace_file_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(23628);
/* harmony import */ var _usage_error_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(32246);
/* harmony import */ var _io_checkout_contained_path_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8838);
// Files and directories named by flags (--plan, --out, --record). A file-system failure on one of
// them becomes a message that names the flag, the path as given and what to do, never a bare
// "ENOENT: no such file or directory, open '/abs/path'". This is the one place the CLI catches
// file-system errors; main.ts prints what it throws.






class FlagPathError extends Error {
    name = "FlagPathError";
}
/** The text of the file, as UTF-8. */
function readFlagFile(target) {
    const path = absolute(target);
    return atFlagPath(target, path, () => (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(path, "utf8"));
}
/** The text of the file, as UTF-8; undefined where there is no file at the path. */
function readFlagFileIfPresent(target) {
    const path = absolute(target);
    return atFlagPath(target, path, () => (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(path, "utf8").catch((error) => {
        if ((0,_core_shared_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .errorCode */ .C)(error) === "ENOENT")
            return undefined;
        throw error;
    }));
}
/** Writes the file (whole, or piece by piece as `content` gives them), creating its parent directories. */
function writeFlagFile(target, content) {
    return writeUnder(target, [{ path: "", content }]);
}
/**
 * Fails now, with the message writeFlagFile would give later, when the file cannot be written:
 * for a file written after the service was changed (the change record), whose loss a later
 * error could not undo. Leaves no file behind; parent directories it creates stay.
 */
function checkFlagFileWritable(target) {
    const path = absolute(target);
    return atFlagPath(target, path, () => (0,_io_checkout_replace_file_js__WEBPACK_IMPORTED_MODULE_2__/* .checkReplaceable */ .X7)(path));
}
/**
 * Writes each file (`path` relative) under the directory `target`, creating directories: every
 * path is checked to stay inside first, so one that leads out writes nothing at all.
 */
async function writeUnder(target, files) {
    const checked = [];
    for (const { path, content } of files)
        checked.push({ path: await underFlag(target, path), content });
    // Replaced, never written through: a symbolic link at the path is not followed.
    for (const { path, content } of checked)
        await atFlagPath(target, path, () => (0,_io_checkout_replace_file_js__WEBPACK_IMPORTED_MODULE_2__/* .replaceFile */ .fR)(path, content));
}
/**
 * `inner` under the directory `target`, refused when it leads out of it (a `..` in a name the
 * service gave, a symbolic link on the way): such a file is never written.
 */
async function underFlag(target, inner) {
    const folder = absolute(target);
    const path = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(folder, inner);
    const contained = await atFlagPath(target, folder, () => (0,_io_checkout_contained_path_js__WEBPACK_IMPORTED_MODULE_4__/* .containedPath */ .f)(folder, path));
    if ("inside" in contained)
        return path;
    throw new _usage_error_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .e((0,_io_checkout_contained_path_js__WEBPACK_IMPORTED_MODULE_4__/* .outsideWords */ .T)(`${target.flag} ${target.given}: ${display(target, path)}`, contained.outside, `${target.flag} ${target.given}`));
}
/** Opens `inner` (a relative path) under the directory `target` to be written piece by piece. */
async function openUnder(target, inner) {
    const path = await underFlag(target, inner);
    return writerAt(target, path, await atFlagPath(target, path, async () => _io_checkout_replace_file_js__WEBPACK_IMPORTED_MODULE_2__/* .FileReplacement */ .XD.open(path)));
}
/**
 * Opens `name`, a file name, in the directory `target` at once, for a file begun while rows are
 * made (synchronously): the directory was checked when another file was opened under it
 * (openUnder), and the file is replaced, never written through, so a link at its name is not
 * followed.
 */
function openNamedUnder(target, name) {
    if ((0,node_path__WEBPACK_IMPORTED_MODULE_1__.basename)(name) !== name)
        throw new Error(`openNamedUnder: ${name} is not a file name`);
    const path = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(absolute(target), name);
    return writerAt(target, path, _io_checkout_replace_file_js__WEBPACK_IMPORTED_MODULE_2__/* .FileReplacement */ .XD.open(path));
}
function writerAt(target, path, file) {
    return {
        write: (text) => file.write(text),
        append: (inner) => {
            const appended = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(absolute(target), inner);
            return atFlagPath(target, appended, async () => file.append(appended));
        },
        commit: () => atFlagPath(target, path, () => file.commit()),
        abandon: () => file.abandon(),
    };
}
/** The entries of the directory, or none when it does not exist yet. */
function listFlagDirectory(target) {
    const path = absolute(target);
    return atFlagPath(target, path, () => (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readdir)(path).catch((error) => {
        if ((0,_core_shared_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .errorCode */ .C)(error) === "ENOENT")
            return [];
        throw error;
    }));
}
/**
 * Refuses the directory `target` when it holds anything, unless `force`: a command that writes a
 * set of files there (import, evidence populations) would otherwise mix them with files it did not
 * write, or overwrite them, in a folder such as inventory/.
 */
async function requireEmptyDirectory(target, force) {
    if (force || (await listFlagDirectory(target)).length === 0)
        return;
    throw new _usage_error_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .e(`${target.flag} ${target.given} is not empty; choose an empty or new directory, or pass --force to overwrite files there.`);
}
/** Runs `work` on `path` (the flag's path, or a file under it), turning its failure into a message. */
async function atFlagPath(target, path, work) {
    try {
        return await work();
    }
    catch (error) {
        throw new FlagPathError(await flagPathMessage(target, path, error), { cause: error });
    }
}
/** "--out out/plan.json: out is a file, not a directory; choose another file path for ...". */
async function flagPathMessage(target, path, error) {
    const { flag, given, fix } = target;
    const problem = await problemOf(target, path, error);
    return `${flag} ${given}: ${problem}; ${fix}`;
}
async function problemOf(target, path, error) {
    // A file under the flag's directory (import writes many) is named; the flag's own path is not.
    const subject = (place) => place === absolute(target) ? "" : `${display(target, place)} `;
    const code = (0,_core_shared_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .errorCode */ .C)(error);
    switch (code) {
        case "ENOENT":
            return `${subject(path)}no such file`;
        case "EISDIR":
            return `${subject(path)}is a directory, not a file`;
        case "ENOTDIR":
        case "EEXIST": {
            // Some part of the path is a file where a directory is needed: name that part.
            const blocker = await firstNonDirectory(path);
            if (blocker === undefined)
                break;
            return `${subject(blocker)}is a file, not a directory`;
        }
        case "EACCES":
        case "EPERM":
            return `${subject(path)}permission denied`;
        case "EROFS":
            return "the file system is read-only";
        case "ENAMETOOLONG":
            return "the path is too long";
        case "ELOOP":
            return "too many levels of symbolic links";
        case "ENOSPC":
            return "no space left on the device";
    }
    const message = (0,_core_shared_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .errorMessage */ .g)(error);
    return code === undefined ? message : `${code} (${message})`;
}
/** The path itself or its nearest ancestor that exists and is not a directory. */
async function firstNonDirectory(path) {
    const chain = [];
    for (let current = path;; current = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(current)) {
        chain.unshift(current);
        if ((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(current) === current)
            break;
    }
    for (const candidate of chain) {
        const stats = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(candidate).catch(() => undefined);
        if (stats === undefined)
            return undefined;
        if (!stats.isDirectory())
            return candidate;
    }
    return undefined;
}
function absolute(target) {
    return (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(target.cwd, target.given);
}
/** As the user wrote paths: relative to the working directory unless they gave an absolute one. */
function display(target, path) {
    if ((0,node_path__WEBPACK_IMPORTED_MODULE_1__.isAbsolute)(target.given))
        return path;
    const shown = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(target.cwd, path);
    return shown === "" ? "." : shown;
}
/** The flags that name files, with the fix each message ends with. */
const FLAG_FIXES = {
    plan: "pass the path of a plan saved with 'cip-sync plan --out FILE'",
    planOut: "choose another file path for the saved plan",
    record: "choose another file path for the change record",
    importOut: "choose an empty or new directory",
};
/** The path `given` to `flag`, as its messages name it, `fix` ending each. */
function flagPath(flag, given, fix, io) {
    return { flag, given, fix, cwd: io.cwd };
}


/***/ }),

/***/ 44253:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   r: () => (/* binding */ shellWord)
/* harmony export */ });
// A value as one word of a shell command, for the commands the tool prints for a person to run.
/** `text` as one shell word, for the commands printed for a person to run. */
function shellWord(text) {
    return /^[\w./@:+-]+$/.test(text) ? text : `'${text.replace(/'/g, "'\\''")}'`;
}


/***/ }),

/***/ 43537:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $B: () => (/* binding */ parseCollectorFile),
/* harmony export */   Av: () => (/* binding */ jsonPointer),
/* harmony export */   QA: () => (/* binding */ configurationMonitoringInputSchema),
/* harmony export */   br: () => (/* binding */ COLLECTOR_WORD),
/* harmony export */   hU: () => (/* binding */ observedDigest),
/* harmony export */   pu: () => (/* binding */ CONFIGURATION_MONITORING_FORMAT_VERSION)
/* harmony export */ });
/* unused harmony exports configurationMonitoringJsonSchema, inputProblems */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(17994);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(64377);
/* harmony import */ var _shared_errors_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(19130);
/* harmony import */ var _shared_sha256_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(67154);
/* harmony import */ var _records_configuration_monitoring_model_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(15453);
/* harmony import */ var _inventory_document_baseline_items_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(45168);
/* harmony import */ var _records_evidence_record_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(90038);
// Configuration monitoring (CIP-010-4 R2.1): the file a collector writes after reading devices (what
// each asset runs, which ports are open, which patches are applied), its zod schema (the source of
// schemas/configuration-monitoring.schema.json), and the one normalisation of an R1.1 item's
// configuration with its digest, by which what a device showed is compared with what the inventory
// declares. Pure: the collector's file is read and the record sealed by the command line.






const CONFIGURATION_MONITORING_FORMAT_VERSION = 1;
const text = zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().min(1);
const nameVersion = zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({ name: text, version: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP() });
const PORT_RANGE = /^(\d{1,5})-(\d{1,5})$/;
const portNumber = zod__WEBPACK_IMPORTED_MODULE_3__/* .int */ .Whr().min(0).max(65535);
const portSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .union */ .KCZ([
    portNumber,
    zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP()
        .regex(PORT_RANGE, 'must be a port number or a range such as "49152-65535"')
        .refine((range) => {
        const [, low, high] = PORT_RANGE.exec(range) ?? [];
        return Number(low) <= Number(high) && Number(high) <= 65535;
    }, { message: "must be a range of ports from 0 to 65535, its first port not after its last" }),
]);
const digestSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({ digest: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().regex(_shared_sha256_js__WEBPACK_IMPORTED_MODULE_0__/* .SHA256_DIGEST */ .fu, 'must be "sha256:" and 64 hex digits') })
    .meta({
    description: "The item's digest instead of its content: sha256: over the canonical JSON of its normalised entries (docs/change-records-and-evidence.md).",
});
/** An observed item: its content as the device showed it, or only its digest. */
const itemSchemas = {
    os_firmware: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(nameVersion),
    software: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(nameVersion),
    custom_software: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(text),
    ports: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({
        port: portSchema,
        protocol: zod__WEBPACK_IMPORTED_MODULE_3__/* ["enum"] */ .k5n(["tcp", "udp"]),
        service: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().optional(),
        justification: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().optional(),
    })),
    patches: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(text),
};
const observedSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({
    os_firmware: zod__WEBPACK_IMPORTED_MODULE_3__/* .union */ .KCZ([itemSchemas.os_firmware, digestSchema]).optional(),
    software: zod__WEBPACK_IMPORTED_MODULE_3__/* .union */ .KCZ([itemSchemas.software, digestSchema]).optional(),
    custom_software: zod__WEBPACK_IMPORTED_MODULE_3__/* .union */ .KCZ([itemSchemas.custom_software, digestSchema]).optional(),
    ports: zod__WEBPACK_IMPORTED_MODULE_3__/* .union */ .KCZ([itemSchemas.ports, digestSchema]).optional(),
    patches: zod__WEBPACK_IMPORTED_MODULE_3__/* .union */ .KCZ([itemSchemas.patches, digestSchema]).optional(),
});
const configurationMonitoringInputSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({
    format_version: zod__WEBPACK_IMPORTED_MODULE_3__/* .literal */ .euz(CONFIGURATION_MONITORING_FORMAT_VERSION),
    workspace: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().regex(_records_evidence_record_js__WEBPACK_IMPORTED_MODULE_4__/* .WORKSPACE_PATTERN */ .t, "must be the Action's workspace name"),
    observed_at: zod__WEBPACK_IMPORTED_MODULE_5__/* .datetime */ .w$().meta({ description: "When the devices were read (ISO 8601)." }),
    collector: zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({ name: text, version: text }),
    assets: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({
        cyber_system: text.meta({ description: "The cyber_system of the inventory document." }),
        name: text.meta({ description: "The asset's name as the inventory YAML names it." }),
        asset_id: text.optional(),
        observed: observedSchema,
        baseline_ref_sha256: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP()
            .regex(/^[0-9a-f]{64}$/, "must be 64 lowercase hex digits")
            .optional()
            .meta({
            description: "For an asset whose baseline is a baseline_ref: the SHA-256 of the referenced document as the collector fetched it, inside the entity's network. The tool compares it with the sha256 the baseline_ref states.",
        }),
    }))
        .min(1),
    investigations: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({
        cyber_system: text.meta({
            description: "The asset's cyber_system as the inventory names it now.",
        }),
        name: text.meta({
            description: "The asset's name as the inventory names it now; the tool records its asset id.",
        }),
        asset_id: text.optional(),
        item: zod__WEBPACK_IMPORTED_MODULE_3__/* ["enum"] */ .k5n(_inventory_document_baseline_items_js__WEBPACK_IMPORTED_MODULE_2__/* .BASELINE_ITEMS */ .dK),
        detected_in: zod__WEBPACK_IMPORTED_MODULE_3__/* .int */ .Whr().positive().meta({
            description: "The sequence of the configuration-monitoring record that detected it.",
        }),
        reference: text.meta({ description: "Where the investigation is documented." }),
    }))
        .optional()
        .meta({
        description: "Kept in the record as the collector gives them, but closing nothing: a detected unauthorized change closes only on a counted approver's /cip-010-investigated #SEQ ITEM ASSET REFERENCE line in an approving review of a merge that passed the gate.",
    }),
})
    .meta({
    title: "cip-inventory-sync configuration monitoring (collector file)",
    description: "What a collector observed on devices, per asset and CIP-010-4 R1.1 item, for cip-sync evidence append --monitoring.",
});
/**
 * What the tool cannot check of a collector's file, said wherever one is sealed and in
 * docs/review-and-security.md and docs/cip-obligations.md in these words (test/docs holds them).
 */
const COLLECTOR_WORD = "What the devices run, and when they were read (observed_at), is the collector's word: the tool compares it with the inventory and refuses an observed_at after the append, but cannot check that the devices were read, or read as the file says.";
/** The JSON Schema (draft 2020-12) of a collector's file. */
function configurationMonitoringJsonSchema() {
    return z.toJSONSchema(configurationMonitoringInputSchema, { target: "draft-2020-12" });
}
/** RFC 6901 JSON pointer of a zod issue's path ("" for the whole file). */
function jsonPointer(path) {
    return path.map((part) => `/${String(part).replace(/~/g, "~0").replace(/\//g, "~1")}`).join("");
}
/** An observed item's digest: the one the collector gave, or that of its content; null if absent. */
function observedDigest(observed, item) {
    const value = observed[item];
    if (value === undefined)
        return null;
    if (!Array.isArray(value))
        return value.digest;
    return (0,_records_configuration_monitoring_model_js__WEBPACK_IMPORTED_MODULE_1__/* .itemDigest */ .Ug)(item, value);
}
/**
 * What to write at a key of the collector's file, by the key's name, or by its parent's and its
 * own ("collector.name") where one name means two things.
 */
const WHAT_TO_WRITE = {
    "collector.name": "write the collector's name, the program that read the devices",
    "collector.version": 'write the collector\'s version as a text ("" when none)',
    format_version: "write 1",
    workspace: 'write the Action\'s workspace name, such as "grid-east"',
    observed_at: 'write when the devices were read, ISO 8601 UTC such as "2026-11-20T10:00:00Z"',
    collector: 'write { "name": ..., "version": ... } of the collector',
    assets: 'write at least one { "cyber_system", "name", "observed" }',
    cyber_system: "write the cyber_system of the asset's inventory document",
    name: "write the name as the inventory names it",
    version: 'write the version as a text ("" when none)',
    asset_id: "write the service's asset id, or leave it out",
    observed: `write a map of the R1.1 items: ${_inventory_document_baseline_items_js__WEBPACK_IMPORTED_MODULE_2__/* .BASELINE_ITEMS */ .dK.join(", ")}`,
    baseline_ref_sha256: "write the SHA-256 (64 lowercase hex digits) of the document the asset's baseline_ref names, as fetched, or leave it out",
    os_firmware: 'write [{ "name": ..., "version": ... }] or { "digest": "sha256:..." }',
    software: 'write [{ "name": ..., "version": ... }] or { "digest": "sha256:..." }',
    custom_software: 'write a list of texts or { "digest": "sha256:..." }',
    ports: 'write [{ "port": ..., "protocol": "tcp" | "udp" }] or { "digest": "sha256:..." }',
    port: 'write a number from 0 to 65535 or a range such as "49152-65535"',
    protocol: 'write "tcp" or "udp"',
    patches: 'write a list of texts or { "digest": "sha256:..." }',
    digest: 'write "sha256:" and 64 lowercase hex digits',
    investigations: 'write [{ "cyber_system", "name", "item", "detected_in", "reference" }]',
    item: `write one of ${_inventory_document_baseline_items_js__WEBPACK_IMPORTED_MODULE_2__/* .BASELINE_ITEMS */ .dK.join(", ")}`,
    detected_in: "write the sequence of the configuration-monitoring record that detected it",
    reference: "write where the investigation is documented (a ticket, a document)",
};
/** Each problem of a collector's file at its JSON pointer, with what to write there. */
function inputProblems(issues) {
    return issues.map((issue) => {
        const pointer = jsonPointer(issue.path) || "/";
        if (issue.code === "unrecognized_keys") {
            return `at ${pointer}: unknown key(s) ${issue.keys.map((key) => JSON.stringify(key)).join(", ")}; remove them (see schemas/configuration-monitoring.schema.json)`;
        }
        const keys = issue.path.filter((part) => typeof part === "string");
        const [parent, key] = [keys.at(-2), keys.at(-1)];
        const hint = key === undefined ? undefined : (WHAT_TO_WRITE[`${parent}.${key}`] ?? WHAT_TO_WRITE[key]);
        return `at ${pointer}: ${issue.message}${hint === undefined ? "" : `; ${hint}`}`;
    });
}
/**
 * A collector's file read from its text: the input, or what is wrong with it, each problem of the
 * schema at its JSON pointer with what to write (the first five), worded to follow the file's name.
 */
function parseCollectorFile(text) {
    let value;
    try {
        value = JSON.parse(text);
    }
    catch (error) {
        return {
            problem: `is not JSON (${(0,_shared_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .errorMessage */ .g)(error)}): write it as JSON, as schemas/configuration-monitoring.schema.json describes`,
        };
    }
    const parsed = configurationMonitoringInputSchema.safeParse(value);
    if (parsed.success)
        return { input: parsed.data };
    const problems = inputProblems(parsed.error.issues.slice(0, 5));
    return { problem: `is not a configuration-monitoring file: ${problems.join("; ")}` };
}


/***/ }),

/***/ 82674:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   TZ: () => (/* binding */ sealRefusals),
/* harmony export */   V5: () => (/* binding */ breakGlassDraft),
/* harmony export */   yp: () => (/* binding */ operatorText)
/* harmony export */ });
/* unused harmony export cliRunId */
/* harmony import */ var _plan_saved_fingerprint_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(99343);
/* harmony import */ var _shared_sha256_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(67154);
/* harmony import */ var _evidence_record_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(80053);
// A break-glass apply made evidence: the change record the command line wrote (`cip-sync apply
// --record`) becomes a `change` record of origin "cli" in the evidence ledger (`cip-sync evidence
// append`), chained like every other. Its run id is derived from the change record's content, so
// the same record sealed twice is recognised. Pure: the draft, and why a record cannot be sealed.



/** The run id of `record`'s ledger entry: the same for the same record, however it is laid out. */
function cliRunId(record) {
    return `${_evidence_record_js__WEBPACK_IMPORTED_MODULE_2__/* .CLI_RUN_PREFIX */ .aG}${(0,_shared_sha256_js__WEBPACK_IMPORTED_MODULE_1__/* .sha256Hex */ .fg)(JSON.stringify((0,_plan_saved_fingerprint_js__WEBPACK_IMPORTED_MODULE_0__/* .canonical */ .$N)(record))).slice(0, 20)}`;
}
const COMMIT = /^[0-9a-f]{40}([0-9a-f]{24})?$/;
const FROM_CHECKOUT = "apply ran outside a git checkout of the inventory repository with a remote origin; run break-glass applies from such a checkout, so that the change can be tied to a commit";
/**
 * Why a change record with `context` could not be sealed into the ledger, every reason at once;
 * none when it can. The ledger ties every change to the repository and commit it was applied
 * from, and to who applied it. `cip-sync apply --record` asks before it changes anything.
 */
function sealRefusals(context) {
    const unnamed = [
        ...(context.commit === undefined || !COMMIT.test(context.commit)
            ? ["no commit (context.commit)"]
            : []),
        ...(context.repository === undefined ? ["no repository (context.repository)"] : []),
    ];
    return [
        ...(unnamed.length === 0 ? [] : [`it names ${unnamed.join(" and ")}: ${FROM_CHECKOUT}`]),
        ...(operatorOf(context) === undefined
            ? [
                "it names no operator (context.operator): it was not written by 'cip-sync apply --record' of this version; apply with this version's --record",
            ]
            : []),
    ];
}
/** The ledger's draft of `record` for `workspace`, or why it cannot be one (sealRefusals). */
function breakGlassDraft(record, workspace, toolVersion) {
    const { context } = record;
    const refusals = sealRefusals(context);
    const actor = operatorOf(context);
    // After sealRefusals found nothing missing, these only narrow the types.
    if (refusals.length > 0 ||
        context.commit === undefined ||
        context.repository === undefined ||
        actor === undefined) {
        return { refusal: refusals.join("; ") };
    }
    return {
        draft: {
            format_version: _evidence_record_js__WEBPACK_IMPORTED_MODULE_2__/* .EVIDENCE_FORMAT_VERSION */ .Z_,
            workspace,
            tool_version: toolVersion,
            origin: "cli",
            run: {
                repository: context.repository,
                run_id: cliRunId(record),
                run_attempt: 1,
                actor,
            },
            kind: "change",
            change: {
                outcome: record.status,
                reason: reasonOf(record),
                base_sha: null,
                merge_sha: context.commit,
                plan_fingerprint: record.fingerprint,
                reviewed_fingerprint: context.reviewed_fingerprint ?? null,
                pull_request: null,
                change_record: record,
                ...(record.baselines === undefined ? {} : { baselines: record.baselines }),
            },
        },
    };
}
function operatorOf(context) {
    return operatorText(context.operator);
}
/** "Name <email>, OS user name" from what is known of who ran the apply; undefined: nothing. */
function operatorText(operator) {
    const { git_name, git_email, os_user } = operator ?? {};
    const git = git_name !== undefined && git_email !== undefined
        ? `${git_name} <${git_email}>`
        : (git_name ?? git_email);
    const parts = [git, os_user === undefined ? undefined : `OS user ${os_user}`].filter((part) => part !== undefined);
    return parts.length === 0 ? undefined : parts.join(", ");
}
/** Why not everything was applied, as the Action's records say it; null when everything was. */
function reasonOf(record) {
    const { failed, skipped } = record.result_summary;
    const problems = record.verification?.problems.length ?? 0;
    switch (record.status) {
        case "applied":
        case "no-changes":
            return null;
        case "interrupted":
            return `the apply was interrupted: ${failed} operation(s) failed, ${skipped} skipped`;
        case "failed":
        case "partly-applied":
            return failed + skipped > 0
                ? `${failed} operation(s) failed, ${skipped} skipped`
                : `the verification after apply found ${problems} problem(s)`;
    }
}


/***/ }),

/***/ 70633:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   O: () => (/* binding */ cliChangeContext),
/* harmony export */   w: () => (/* binding */ operatorContext)
/* harmony export */ });
/* harmony import */ var _service_context_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(98285);

/** Who ran the command, as a record names them: git's name and email, the OS user; each if read. */
function operatorContext(checkout) {
    return {
        ...(checkout.gitName === undefined ? {} : { git_name: checkout.gitName }),
        ...(checkout.gitEmail === undefined ? {} : { git_email: checkout.gitEmail }),
        ...(checkout.osUser === undefined ? {} : { os_user: checkout.osUser }),
    };
}
function cliChangeContext(facts) {
    const { checkout } = facts;
    const operator = operatorContext(checkout);
    return {
        tool_version: facts.toolVersion,
        ...(checkout.repository === undefined ? {} : { repository: checkout.repository }),
        ...(checkout.commit === undefined ? {} : { commit: checkout.commit }),
        ...(checkout.ref === undefined ? {} : { ref: checkout.ref }),
        ...(checkout.treeDirty === undefined ? {} : { tree_dirty: checkout.treeDirty }),
        ...(Object.keys(operator).length === 0 ? {} : { operator }),
        ...(checkout.host === undefined ? {} : { host: checkout.host }),
        ...(0,_service_context_js__WEBPACK_IMPORTED_MODULE_0__/* .serviceContext */ .f)(facts.serviceUrl, facts.live),
        ...(facts.reviewedFingerprint === undefined
            ? {}
            : { reviewed_fingerprint: facts.reviewedFingerprint }),
        ...(facts.freezes.length === 0 ? {} : { freezes_held: [...facts.freezes] }),
    };
}


/***/ }),

/***/ 98285:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   f: () => (/* binding */ serviceContext)
/* harmony export */ });
/* unused harmony export organizationOf */
function serviceContext(serviceUrl, live) {
    const service = serviceOrigin(serviceUrl);
    const organization = live === undefined ? undefined : organizationOf(live);
    return {
        ...(service === undefined ? {} : { service }),
        ...(organization === undefined ? {} : { organization }),
    };
}
/** Scheme, host and port of the service URL: never a path, user name or query. */
function serviceOrigin(url) {
    const parsed = url === undefined ? null : URL.parse(url.trim());
    if (parsed === null || (parsed.protocol !== "https:" && parsed.protocol !== "http:")) {
        return undefined;
    }
    return parsed.origin;
}
/**
 * The organization_slug the service's records carry: an API key reaches exactly one organization
 * (spec section 5), so every record names the same; none when the service listed no record, or
 * (against the spec) several.
 */
function organizationOf(live) {
    const slugs = new Set([...live.facilities, ...live.controlCenters, ...live.cyberSystems, ...live.cyberAssets].map((record) => record.organization_slug));
    return slugs.size === 1 ? [...slugs][0] : undefined;
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
/* harmony import */ var _plan_reviewed_file_set_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(63788);
/* harmony import */ var _shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(17273);
/* harmony import */ var _shared_names_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2885);
/* harmony import */ var _patch_files_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(53146);
/* harmony import */ var _patch_inputs_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(15240);







/** How to close a gap, as every output says it. */
const PATCH_SOURCE_FIX = `add the item to a source's covers in ${_patch_files_js__WEBPACK_IMPORTED_MODULE_5__/* .PATCH_SOURCES_FILE */ .DK}, or declare it under no_source with kind: no-patching-source or not-updateable and a reason`;
/** The items without a source, and what the policy refuses of them. */
function checkPatchSources(inputs) {
    const named = namedItems(inputs.sources);
    const existingBaseline = inputs.existing;
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
            const before = existingBaseline?.(document, asset);
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
    return (0,_plan_reviewed_file_set_js__WEBPACK_IMPORTED_MODULE_2__/* .requiredGapErrors */ .NJ)(missing.filter((gap) => changedByChange(gap.change)), read, (gap, policyFile) => `${gapWords(gap)} has no patch source (CIP-007-6 R2.1), ${PATCH_SOURCE_CHANGE_WORDS[gap.change]}${gap.change === "unknown" ? UNKNOWN_WHY : ""}, and ${policyFile} sets patch_sources: require: ${PATCH_SOURCE_FIX}`);
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
/* harmony import */ var _resolve_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(29815);
// The plan's baselines against the existing ones: each asset whose declared baseline changes an
// R1.1 item is a deviation (CIP-010 R1.2: "changes that deviate from the existing baseline
// configuration"), with what was added and removed and the parts it opens, read from the
// requirement table as the obligations read it. Computed once here; renderers only read it.
// As in the obligations: a first declaration (no baseline before), a removed baseline and a
// `software` record (baseline content, not a Cyber Asset) are no deviation; an asset is found
// among the existing ones in the base's document of its live system (resolve.ts bindBase: by id, or
// by name and parent, never by a name another facility's system may share), by its own name or
// the name it is renamed from.





/**
 * The comparison of the plan's `baselines` (declared by `resolved`) with `existing`, whose
 * documents are bound to `live` as the plan's are; undefined when the plan declares none.
 */
function compareBaselines(resolved, baselines, existing, live) {
    if (baselines === undefined || baselines.length === 0)
        return undefined;
    if ("notCompared" in existing)
        return { compared_with: null, not_compared: existing.notCompared };
    const existingBaseline = existingBaselineOf(resolved, existing.documents, live);
    const now = new Map();
    for (const { document, system } of resolved)
        for (const asset of document.assets)
            if (asset.baseline !== undefined && asset.type !== "software")
                now.set(`${system.id}/${(0,_shared_names_js__WEBPACK_IMPORTED_MODULE_3__/* .nameKey */ .Rc)(asset.name)}`, { document, asset });
    const deviations = baselines.flatMap((entry) => {
        const declared = now.get(`${entry.cyber_system_id}/${(0,_shared_names_js__WEBPACK_IMPORTED_MODULE_3__/* .nameKey */ .Rc)(entry.asset)}`);
        const system = entry.cyber_system ?? entry.cyber_system_id;
        const was = declared === undefined ? undefined : existingBaseline(declared.document, declared.asset);
        if (declared?.asset.baseline === undefined || was === undefined)
            return [];
        const items = (0,_inventory_baselines_baseline_differences_js__WEBPACK_IMPORTED_MODULE_1__/* .baselineDifferences */ .G)(was, declared.asset.baseline);
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
 * The existing baseline of each asset of `resolved` (the head's documents bound to their live
 * systems): in the `base` document that declared the same live system, the asset found by its
 * name or the name it is renamed from.
 */
function existingBaselineOf(resolved, base, live) {
    const atBase = new Map((0,_resolve_js__WEBPACK_IMPORTED_MODULE_4__/* .bindBase */ .Zj)(base, live).map(({ document, system }) => [system.id, document]));
    const before = new Map();
    for (const { document, system } of resolved) {
        const was = atBase.get(system.id);
        if (was === undefined)
            continue;
        const baselines = new Map();
        for (const asset of was.assets)
            if (asset.baseline !== undefined)
                baselines.set((0,_shared_names_js__WEBPACK_IMPORTED_MODULE_3__/* .nameKey */ .Rc)(asset.name), asset.baseline);
        before.set(document, baselines);
    }
    return (document, asset) => {
        const baselines = before.get(document);
        const former = asset.renamedFrom?.value;
        return (baselines?.get((0,_shared_names_js__WEBPACK_IMPORTED_MODULE_3__/* .nameKey */ .Rc)(asset.name)) ??
            (former === undefined ? undefined : baselines?.get((0,_shared_names_js__WEBPACK_IMPORTED_MODULE_3__/* .nameKey */ .Rc)(former))));
    };
}
/**
 * Whether the plan changes anything: an operation, or a baseline that deviates from the existing
 * one (the service holds no baseline, yet CIP-010 R1.2 counts its change). What `plan
 * --detailed-exitcode` exits 2 for.
 */
function planChanges(plan) {
    return (plan.operations.length > 0 ||
        deviationsOf(plan.baseline_deviations).length > 0 ||
        // A system leaving management changes what the files manage (released-systems.ts).
        (plan.released_systems?.length ?? 0) > 0);
}
/** The deviations of a plan, none when its baselines were not compared. */
function deviationsOf(comparison) {
    return comparison === undefined || comparison.compared_with === null ? [] : comparison.deviations;
}


/***/ }),

/***/ 46044:
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

/***/ 48311:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ax: () => (/* binding */ readOperatorFacts),
/* harmony export */   Jr: () => (/* binding */ readOriginRepository),
/* harmony export */   OR: () => (/* binding */ gitStarts),
/* harmony export */   kX: () => (/* binding */ readCheckoutFacts)
/* harmony export */ });
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(48161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _core_shared_text_redact_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(71640);
/* harmony import */ var _git_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(54917);
// The facts a command-line change record names about where it ran: the git checkout (remote
// origin, commit, branch, whether its tree had changes), who ran it (git's user.name and
// user.email, the operating system's user) and the machine. Each is read with a bounded git
// call; one that cannot be read (no git, not a checkout, no origin, no identity) is left out,
// never guessed. What the record makes of them is decided in core/evidence/records/cli-change-context.ts.




/** How long one git call may take: it reads local files only, so this is generous. */
const GIT_TIMEOUT_MS = 10_000;
/** The most one git call may print (a status of a very large tree): past it, the fact is left out. */
const MAX_GIT_OUTPUT_BYTES = 16 * 2 ** 20;
/**
 * The facts of the checkout `dir` is in. `ignore`: absolute paths of files that do not make the
 * tree dirty (the saved plan and the change record the command itself reads and writes).
 */
async function readCheckoutFacts(dir, ignore = []) {
    const git = (...args) => gitOutput(dir, args);
    const [top, commit, ref, remote, operator] = await Promise.all([
        git("rev-parse", "--show-toplevel"),
        git("rev-parse", "--verify", "--quiet", "HEAD"),
        git("symbolic-ref", "--quiet", "HEAD"),
        git("config", "--get", "remote.origin.url"),
        readOperatorFacts(dir),
    ]);
    const facts = {};
    const set = (key, value) => {
        if (value !== undefined && value !== "")
            facts[key] = value;
    };
    set("repository", repositoryOf(remote));
    set("commit", commit);
    set("ref", ref);
    if (top !== undefined && commit !== undefined)
        set("treeDirty", await treeDirty(top, ignore));
    set("host", (0,node_os__WEBPACK_IMPORTED_MODULE_0__.hostname)());
    return { ...facts, ...operator };
}
/** Who runs the command in `dir`: git's user.name and user.email there, and the OS user. */
async function readOperatorFacts(dir) {
    const [gitName, gitEmail] = await Promise.all([
        gitOutput(dir, ["config", "--get", "user.name"]),
        gitOutput(dir, ["config", "--get", "user.email"]),
    ]);
    const user = osUser();
    return {
        ...(gitName === undefined || gitName === "" ? {} : { gitName }),
        ...(gitEmail === undefined || gitEmail === "" ? {} : { gitEmail }),
        ...(user === undefined || user === "" ? {} : { osUser: user }),
    };
}
/**
 * The remote origin of the checkout `dir` is in, as a change record names it (no user name or
 * password); undefined outside a checkout with one.
 */
async function readOriginRepository(dir) {
    return repositoryOf(await gitOutput(dir, ["config", "--get", "remote.origin.url"]));
}
function repositoryOf(remote) {
    return remote === undefined || remote === "" ? undefined : (0,_core_shared_text_redact_js__WEBPACK_IMPORTED_MODULE_2__/* .remoteWithoutCredentials */ .vX)(remote);
}
/** Whether `git status` lists any path but the ignored ones; undefined when git cannot tell. */
async function treeDirty(top, ignore) {
    const status = await gitOutput(top, ["status", "--porcelain=v1", "-z", "--untracked-files=all"], {
        trim: false,
    });
    if (status === undefined)
        return undefined;
    const ignored = new Set(ignore.map((path) => (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(top, path).split(node_path__WEBPACK_IMPORTED_MODULE_1__.sep).join("/")));
    const entries = status.split("\0");
    for (let index = 0; index < entries.length; index++) {
        const entry = entries[index];
        if (entry === undefined || entry === "")
            continue;
        // "XY path"; a rename or copy is followed by its original path as the next entry.
        if (entry[0] === "R" || entry[0] === "C")
            index++;
        if (!ignored.has(entry.slice(3)))
            return true;
    }
    return false;
}
/** Whether git can be started at all: without it no fact of a checkout can be read. */
function gitStarts(dir) {
    return (0,_git_js__WEBPACK_IMPORTED_MODULE_3__/* .runGit */ .E)(dir, ["--version"], { timeoutMs: GIT_TIMEOUT_MS }).then(() => true, () => false);
}
function osUser() {
    try {
        return (0,node_os__WEBPACK_IMPORTED_MODULE_0__.userInfo)().username;
    }
    catch {
        // No entry for this uid (a container's arbitrary user): left out.
        return undefined;
    }
}
/** git's standard output (trimmed), or undefined when git is missing, fails or takes too long. */
async function gitOutput(dir, args, options = { trim: true }) {
    const answer = await (0,_git_js__WEBPACK_IMPORTED_MODULE_3__/* .runGit */ .E)(dir, args, {
        timeoutMs: GIT_TIMEOUT_MS,
        maxStdoutBytes: MAX_GIT_OUTPUT_BYTES,
    }).catch(() => undefined);
    if (answer?.code !== 0)
        return undefined;
    return options.trim ? answer.stdout.trim() : answer.stdout;
}


/***/ }),

/***/ 8838:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   T: () => (/* binding */ outsideWords),
/* harmony export */   f: () => (/* binding */ containedPath)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _inventory_files_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9361);
// Where a path the command line reads or writes under a folder it was given (--root, --dir, --out)
// really is: the real path of its nearest existing ancestor, symbolic links followed, and the rest
// of it. git keeps symbolic links and a pull request can add one (patch-evaluations/SOURCE as a
// link to a folder outside the checkout): a writer that only joined paths would write through it.
// Every writer under such a folder asks this first, and writes nothing when the answer is outside.



/** Whether `path` (absolute, or relative to the process) resolves inside `root`, links included. */
async function containedPath(root, path) {
    // A folder not made yet is where its nearest existing ancestor leads.
    const realRoot = (await resolvedPath((0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(root))) ?? (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(root);
    const resolved = await resolvedPath((0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(path));
    // A link to nothing leads nowhere this can check: outside (fail closed).
    if (resolved === undefined)
        return { outside: (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(path) };
    return (0,_inventory_files_js__WEBPACK_IMPORTED_MODULE_2__/* .isInside */ .FK)(realRoot, resolved) ? { inside: resolved } : { outside: resolved };
}
/** The real path of the nearest existing ancestor of `path` (itself included), then the rest. */
async function resolvedPath(path) {
    const rest = [];
    let at = path;
    for (;;) {
        const exists = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.lstat)(at).then(() => true, () => false);
        if (exists) {
            const real = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.realpath)(at).catch(() => undefined);
            return real === undefined ? undefined : (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(real, ...rest.reverse());
        }
        const parent = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(at);
        if (parent === at)
            return path;
        rest.push((0,node_path__WEBPACK_IMPORTED_MODULE_1__.basename)(at));
        at = parent;
    }
}
/** The message every writer gives for a path outside its folder, naming both. */
function outsideWords(shown, outside, folder) {
    return `${shown} leads outside ${folder} (to ${outside}) through a symbolic link: nothing was written; replace the link with a folder or file of the checkout`;
}


/***/ }),

/***/ 90833:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Hw: () => (/* binding */ folderNames),
/* harmony export */   Q$: () => (/* binding */ walkLedgerDirectory),
/* harmony export */   QN: () => (/* binding */ ledgerPathsNewestFirst),
/* harmony export */   T9: () => (/* binding */ listedOnce),
/* harmony export */   ok: () => (/* binding */ recordPathOf),
/* harmony export */   w1: () => (/* binding */ readFromLedger),
/* harmony export */   y0: () => (/* binding */ visitLedgerFiles),
/* harmony export */   yJ: () => (/* binding */ mapBounded)
/* harmony export */ });
/* unused harmony export heldListing */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _core_evidence_records_evidence_record_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(80053);
/* harmony import */ var _core_evidence_chain_record_files_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(91864);
/* harmony import */ var _core_shared_sha256_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(67154);
/* harmony import */ var _core_shared_names_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(2885);
/* harmony import */ var _core_shared_collections_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(65032);
// Reads a checkout of the evidence branch: the paths under records/, relative to the checkout with
// "/" as separator, listed in name order one folder at a time, and the files' exact bytes (the
// chain hashes exact bytes) read one after another or one by one, so that a ledger of any size is
// checked in bounded memory and within a small file-descriptor limit.








/** Reads a file of the checkout `dir` by its ledger path. */
function readFromLedger(dir) {
    return (path) => (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, path));
}
/**
 * The paths of every file under records/ of `dir` (or under `under`, a folder of it), relative
 * to `dir` with "/", in name order (compareCodePoints, the order the chain check reads them in),
 * once `dir` is known to have a records/ folder. Listed one folder at a time as they are
 * iterated: a ledger of any size is walked without holding every name. With `from`, only the
 * paths at or after it, the folders wholly before it not listed (a reading from a checkpoint on
 * lists the months from its record's).
 */
async function walkLedgerDirectory(dir, source) {
    const found = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.stat)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, _core_evidence_chain_record_files_js__WEBPACK_IMPORTED_MODULE_3__/* .RECORDS_DIR */ .v7)).catch(() => undefined);
    if (found === undefined || !found.isDirectory()) {
        throw new Error(`${source} ${dir} has no ${_core_evidence_chain_record_files_js__WEBPACK_IMPORTED_MODULE_3__/* .RECORDS_DIR */ .v7}/ directory: pass a checkout of the evidence branch (git clone --branch ${_core_evidence_records_evidence_record_js__WEBPACK_IMPORTED_MODULE_6__/* .DEFAULT_EVIDENCE_BRANCH */ .hN} --single-branch <repository> evidence)`);
    }
    return (under = _core_evidence_chain_record_files_js__WEBPACK_IMPORTED_MODULE_3__/* .RECORDS_DIR */ .v7, from) => ({
        [Symbol.iterator]: () => walk(dir, under, from),
    });
}
/** Paths a held listing joins into one string (heldListing). */
const PATHS_JOINED = 4_096;
/**
 * The most characters a held path is written as sharing with the one before: what it shares is
 * written as one character, its code one more (never NUL), kept within one byte.
 */
const MOST_SHARED = 254;
/**
 * The paths `walked` lists (walkLedgerDirectory's listing of every file), listed once and held,
 * given back in the same order each time they are iterated. Held as strings of PATHS_JOINED paths
 * each, joined by NUL (which no file's name holds), each path written as how many characters it
 * shares with the one before and the rest (a record's signature file after it: ".sig"). At
 * 100,000 signed records the ledger's 200,000 paths held 27 MB of `evidence handover`'s judging
 * heap as strings in an array, 14 MB joined whole, and about 4 MB so, through its whole reading,
 * where its peak is (issue 99). Given back, each path is made again from the one before.
 */
function heldListing(walked) {
    const joined = [];
    let written = [];
    let previous = "";
    for (const path of walked) {
        // The walk lists file names, which hold no NUL.
        if (path.includes("\0"))
            throw new Error(`heldListing: ${JSON.stringify(path)} holds a NUL`);
        let shared = 0;
        const most = Math.min(MOST_SHARED, path.length, previous.length);
        while (shared < most && path.charCodeAt(shared) === previous.charCodeAt(shared))
            shared++;
        written.push(`${String.fromCharCode(shared + 1)}${path.slice(shared)}`);
        previous = path;
        if (written.length === PATHS_JOINED) {
            joined.push(written.join("\0"));
            written = [];
        }
    }
    if (written.length > 0)
        joined.push(written.join("\0"));
    return {
        *[Symbol.iterator]() {
            let path = "";
            for (const text of joined)
                for (let start = 0; start < text.length;) {
                    const end = text.indexOf("\0", start);
                    const after = end === -1 ? text.length : end;
                    path = `${path.slice(0, text.charCodeAt(start) - 1)}${text.slice(start + 1, after)}`;
                    yield path;
                    start = after + 1;
                }
        },
    };
}
/**
 * `walked`'s listing of every file, listed once and held (heldListing); a folder's (`under`), or
 * the files from a path on, walked when asked. Verify reads the whole listing five times (the
 * checkpoints, the signatures, the chain check, the writer's check, the head), and walking 190,000
 * files cost its thread about 0.4 s each time; the handover's first pass reads it once more.
 */
function listedOnce(walked) {
    const listed = heldListing(walked());
    return (under, from) => under === undefined && from === undefined ? listed : walked(under, from);
}
/**
 * The paths of the files under `under` (a folder of the checkout `dir`, relative to it with "/"),
 * newest first: the reverse of walkLedgerDirectory's name order, listed one folder at a time, so
 * that a search for the last file of a kind lists the newest months only.
 */
function ledgerPathsNewestFirst(dir, under) {
    return { [Symbol.iterator]: () => walk(dir, under, undefined, true) };
}
/**
 * The files under `folder` (relative to `dir`) in name order (its reverse when `newestFirst`), at
 * or after `from` when given; none when it does not exist.
 */
function* walk(dir, folder, from, newestFirst = false) {
    let entries;
    try {
        entries = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, folder), { withFileTypes: true });
    }
    catch {
        return;
    }
    // A folder sorts as its name and "/", as the paths of the files in it do.
    const sorted = entries
        .map((entry) => ({ entry, key: entry.isDirectory() ? `${entry.name}/` : entry.name }))
        .sort((a, b) => (newestFirst ? -1 : 1) * (0,_core_shared_names_js__WEBPACK_IMPORTED_MODULE_5__/* .compareCodePoints */ .OP)(a.key, b.key));
    for (const { entry, key } of sorted) {
        const path = `${folder}/${entry.name}`;
        // A folder whose every path sorts before `from` (it is not `from`'s own) is not listed.
        const before = from !== undefined &&
            (0,_core_shared_names_js__WEBPACK_IMPORTED_MODULE_5__/* .compareCodePoints */ .OP)(`${folder}/${key}`, from) < 0 &&
            !(entry.isDirectory() && from.startsWith(`${path}/`));
        if (before)
            continue;
        if (entry.isDirectory())
            yield* walk(dir, path, from, newestFirst);
        else if (entry.isFile())
            yield path;
    }
}
/**
 * Reads the files at `paths` (relative to `dir`) one at a time and gives each to `visit` in the
 * order of `paths`: a ledger of any size is read holding one file's bytes and one descriptor.
 * Synchronously on purpose: for files of a few kilobytes, a promise read (open, stat, read and
 * close, each a trip through libuv's thread pool) costs more than reading, hashing and checking
 * the record together; at 100,000 records the synchronous reads took a third of the time.
 */
function visitLedgerFiles(dir, paths, visit) {
    for (const path of paths)
        visit({ path, bytes: (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, path)) });
}
/** `work` over `items`, at most `limit` at a time; results in the order of `items`. */
async function mapBounded(items, limit, work) {
    const results = new Array(items.length);
    let next = 0;
    const worker = async () => {
        while (next < items.length) {
            const index = next++;
            // `index` was taken below the length, and each index is taken once.
            results[index] = await work((0,_core_shared_collections_js__WEBPACK_IMPORTED_MODULE_7__/* .itemOrThrow */ .Tp)(items, index, "the items"));
        }
    };
    await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
    return results;
}
/**
 * Where a record the reading did not read is, found by its file's name (recordPath: its workspace,
 * month and timestamp name it): the one record file of its workspace named with its timestamp, or
 * of several so named, the one whose bytes have its SHA-256; null when none is. A reading from a
 * checkpoint cites the records before it that an obligation names by this, as the reading of every
 * record cites them by their own path. Each month's folder a record is asked of is listed once,
 * its record files kept by timestamp (the obligations cite records of any month, in their order).
 */
function recordPathOf(dir) {
    const folders = new Map();
    const byStamp = (folder, workspace) => {
        const stamped = new Map();
        for (const name of folderNames((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, folder))) {
            const path = `${folder}/${name}`;
            if (!(0,_core_evidence_chain_record_files_js__WEBPACK_IMPORTED_MODULE_3__/* .isRecordPathOf */ .sm)(path, workspace))
                continue;
            const stamp = name.slice(0, name.indexOf("-"));
            stamped.set(stamp, [...(stamped.get(stamp) ?? []), path]);
        }
        return stamped;
    };
    return ({ workspace, recorded_at, sha256 }) => {
        const [year, month] = recorded_at.split("-");
        const folder = [_core_evidence_chain_record_files_js__WEBPACK_IMPORTED_MODULE_3__/* .RECORDS_DIR */ .v7, workspace, year, month].join("/");
        let stamped = folders.get(folder);
        if (stamped === undefined) {
            stamped = byStamp(folder, workspace);
            folders.set(folder, stamped);
        }
        const paths = stamped.get((0,_core_evidence_chain_record_files_js__WEBPACK_IMPORTED_MODULE_3__/* .fileStamp */ .a9)(recorded_at)) ?? [];
        if (paths.length <= 1)
            return paths[0] ?? null;
        return paths.find((path) => (0,_core_shared_sha256_js__WEBPACK_IMPORTED_MODULE_4__/* .sha256Hex */ .fg)((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, path))) === sha256) ?? null;
    };
}
/** The names in a folder; none when it is not there. */
function folderNames(folder) {
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)(folder);
    }
    catch {
        return [];
    }
}


/***/ }),

/***/ 75448:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $p: () => (/* binding */ readPemCertificates),
/* harmony export */   E5: () => (/* binding */ timestampRequest),
/* harmony export */   XR: () => (/* binding */ tokenFacts),
/* harmony export */   ZD: () => (/* binding */ hexOf),
/* harmony export */   ai: () => (/* binding */ readTimestampToken),
/* harmony export */   rO: () => (/* binding */ parseTimestampResponse)
/* harmony export */ });
/* unused harmony exports SHA256_OID, TimestampTokenError */
/* harmony import */ var asn1js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(84723);
/* harmony import */ var pkijs__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(29701);
/* harmony import */ var _core_evidence_chain_evidence_timestamps_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5514);
/* harmony import */ var _core_shared_sha256_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(67154);
/* harmony import */ var _core_shared_collections_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(65032);
/* harmony import */ var _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(19130);
// RFC 3161 timestamp tokens, read and checked with PKI.js (ASN.1 and CMS; the signature and the
// certificate chain through WebCrypto): a ledger's `.tsr` file is the TSA's TimeStampResp, so
// `openssl ts -verify` reads it too. What the token's facts mean for its record is decided in
// core/evidence/chain/evidence-timestamps.ts.






const SHA256_OID = "2.16.840.1.101.3.4.2.1";
const TIMESTAMPING_EKU = "1.3.6.1.5.5.7.3.8";
const EXTENDED_KEY_USAGE = "2.5.29.37";
const GRANTED = [pkijs__WEBPACK_IMPORTED_MODULE_2__/* .PKIStatus */ .F6Z.granted, pkijs__WEBPACK_IMPORTED_MODULE_2__/* .PKIStatus */ .F6Z.grantedWithMods];
const NAME_KEYS = {
    "2.5.4.3": "CN",
    "2.5.4.10": "O",
    "2.5.4.11": "OU",
    "2.5.4.6": "C",
    "2.5.4.7": "L",
    "2.5.4.8": "ST",
};
/** A token that cannot be read or does not answer the request; the message says why. */
class TimestampTokenError extends Error {
    name = "TimestampTokenError";
}
const bufferOf = (bytes) => bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
function hexOf(bytes) {
    return Buffer.from(bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes)).toString("hex");
}
/** A DN as "CN=…, O=…"; attribute types without a short name are left out. */
function formatName(name) {
    return name.typesAndValues
        .flatMap((entry) => {
        const key = NAME_KEYS[entry.type];
        const value = entry.value.valueBlock.value;
        return key === undefined || typeof value !== "string" ? [] : [`${key}=${value}`];
    })
        .join(", ");
}
/** The response's token, its SignedData and TSTInfo; throws TimestampTokenError when malformed. */
function parseTimestampResponse(der) {
    let response;
    try {
        response = pkijs__WEBPACK_IMPORTED_MODULE_2__/* .TimeStampResp */ .pAG.fromBER(bufferOf(der));
    }
    catch (error) {
        throw new TimestampTokenError(`not an RFC 3161 TimeStampResp (${(0,_core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .errorMessage */ .g)(error)})`);
    }
    const status = response.status.status;
    const failed = (response.status.statusStrings ?? []).map((text) => text.valueBlock.value);
    if (!GRANTED.includes(status) || response.timeStampToken === undefined) {
        throw new TimestampTokenError(`the TSA refused the request (PKIStatus ${status}${failed.length === 0 ? "" : `: ${failed.join("; ")}`})`);
    }
    try {
        const signed = new pkijs__WEBPACK_IMPORTED_MODULE_2__/* .SignedData */ .dA6({ schema: response.timeStampToken.content });
        const content = signed.encapContentInfo.eContent;
        if (signed.encapContentInfo.eContentType !== pkijs__WEBPACK_IMPORTED_MODULE_2__/* .id_eContentType_TSTInfo */ .LT3 || !content) {
            throw new Error("the signed content is not a TSTInfo");
        }
        const info = pkijs__WEBPACK_IMPORTED_MODULE_2__/* .TSTInfo */ .YLc.fromBER(content.getValue());
        return { status, signed, info };
    }
    catch (error) {
        throw new TimestampTokenError(`the timestamp token is malformed (${(0,_core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .errorMessage */ .g)(error)})`);
    }
}
/** The facts a token states (not yet checked against any certificate). */
function tokenFacts(signed, info) {
    const { accuracy } = info;
    const accuracyMs = accuracy === undefined
        ? undefined
        : (accuracy.seconds ?? 0) * 1000 + (accuracy.millis ?? 0) + (accuracy.micros ?? 0) / 1000;
    const named = info.tsa?.type === 4 ? formatName(info.tsa.value) : "";
    const signer = signed.certificates?.find((certificate) => certificate instanceof pkijs__WEBPACK_IMPORTED_MODULE_2__/* .Certificate */ .usT);
    return {
        time: info.genTime,
        accuracyMs,
        tsa: named || (signer === undefined ? "unnamed TSA" : formatName(signer.subject)),
        imprintSha256: info.messageImprint.hashAlgorithm.algorithmId === SHA256_OID
            ? hexOf(info.messageImprint.hashedMessage.valueBlock.valueHexView)
            : `not SHA-256 (${info.messageImprint.hashAlgorithm.algorithmId})`,
    };
}
/** The certificates of a PEM file (`--tsa-ca`); throws naming `source` when there are none. */
function readPemCertificates(pem, source) {
    const blocks = [
        ...pem.matchAll(/-----BEGIN CERTIFICATE-----([A-Za-z0-9+/=\s]+)-----END CERTIFICATE-----/g),
    ];
    if (blocks.length === 0) {
        throw new TimestampTokenError(`${source} holds no PEM certificate (-----BEGIN CERTIFICATE-----): give the certificate of the authority that issued the TSA's certificate`);
    }
    return blocks.map((block, index) => {
        try {
            const der = Buffer.from((0,_core_shared_collections_js__WEBPACK_IMPORTED_MODULE_4__/* .matchGroup */ .x2)(block, 1, "the PEM certificate pattern").replace(/\s+/g, ""), "base64");
            return pkijs__WEBPACK_IMPORTED_MODULE_2__/* .Certificate */ .usT.fromBER(bufferOf(der));
        }
        catch (error) {
            throw new TimestampTokenError(`${source}: certificate ${index + 1} is not a valid X.509 certificate (${(0,_core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .errorMessage */ .g)(error)})`);
        }
    });
}
/**
 * Reads a record's token and checks it: signed by a certificate that chains to `trusted` (at the
 * token's time) and carries the timestamping extended key usage, for the record's exact bytes.
 */
async function readTimestampToken(der, recordBytes, trusted) {
    let parsed;
    try {
        parsed = parseTimestampResponse(der);
    }
    catch (error) {
        return { valid: false, reason: (0,_core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .errorMessage */ .g)(error) };
    }
    const facts = tokenFacts(parsed.signed, parsed.info);
    const sha256 = (0,_core_shared_sha256_js__WEBPACK_IMPORTED_MODULE_1__/* .sha256Hex */ .fg)(recordBytes);
    if (facts.imprintSha256 !== sha256) {
        return { valid: false, reason: (0,_core_evidence_chain_evidence_timestamps_js__WEBPACK_IMPORTED_MODULE_0__/* .imprintMismatch */ .CH)(facts.imprintSha256, sha256) };
    }
    try {
        const result = await parsed.signed.verify({
            signer: 0,
            data: bufferOf(recordBytes),
            trustedCerts: trusted,
            checkChain: true,
            extendedMode: true,
        });
        if (result.signatureVerified !== true) {
            return { valid: false, reason: "the TSA's signature over the token does not verify" };
        }
        const problem = timestampingUsageProblem(result.signerCertificate ?? undefined);
        return problem === undefined ? { valid: true, facts } : { valid: false, reason: problem };
    }
    catch (error) {
        const message = error instanceof pkijs__WEBPACK_IMPORTED_MODULE_2__/* .SignedDataVerifyError */ .c_G ? error.message : (0,_core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .errorMessage */ .g)(error);
        return {
            valid: false,
            reason: `the token's signer (${facts.tsa}) does not chain to the --tsa-ca certificate(s), or its signature does not verify: ${message}`,
        };
    }
}
/** RFC 3161 2.3: the TSA's certificate has one extended key usage, timeStamping, critical. */
function timestampingUsageProblem(signer) {
    const extension = signer?.extensions?.find((entry) => entry.extnID === EXTENDED_KEY_USAGE);
    const purposes = extension?.parsedValue?.keyPurposes ?? [];
    if (extension === undefined || !purposes.includes(TIMESTAMPING_EKU)) {
        return "the signing certificate lacks the timeStamping extended key usage: it is not a TSA certificate";
    }
    if (!extension.critical) {
        return "the signing certificate's extended key usage is not critical, as RFC 3161 requires of a TSA certificate";
    }
    return undefined;
}
/** A TimeStampReq for SHA-256 of `bytes`, asking for the TSA's certificate, with `nonce`. */
function timestampRequest(bytes, nonce) {
    const request = new pkijs__WEBPACK_IMPORTED_MODULE_2__/* .TimeStampReq */ .DLy({
        version: 1,
        messageImprint: new pkijs__WEBPACK_IMPORTED_MODULE_2__/* .MessageImprint */ .Jm$({
            hashAlgorithm: new pkijs__WEBPACK_IMPORTED_MODULE_2__/* .AlgorithmIdentifier */ .NE_({ algorithmId: SHA256_OID }),
            hashedMessage: new asn1js__WEBPACK_IMPORTED_MODULE_5__/* .OctetString */ .lW({
                valueHex: bufferOf(Buffer.from((0,_core_shared_sha256_js__WEBPACK_IMPORTED_MODULE_1__/* .sha256Hex */ .fg)(bytes), "hex")),
            }),
        }),
        nonce: new asn1js__WEBPACK_IMPORTED_MODULE_5__/* .Integer */ .jz({ valueHex: bufferOf(nonce) }),
        certReq: true,
    });
    return new Uint8Array(request.toSchema().toBER());
}


/***/ }),

/***/ 97172:
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

/***/ 64991:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bc: () => (/* binding */ gapLine),
/* harmony export */   Fz: () => (/* binding */ operationCells),
/* harmony export */   GI: () => (/* binding */ baselineDeviationLines),
/* harmony export */   GJ: () => (/* binding */ systemsText),
/* harmony export */   HM: () => (/* binding */ observationFindings),
/* harmony export */   JI: () => (/* binding */ noMonitoringWords),
/* harmony export */   JW: () => (/* binding */ NO_EXCEPTIONS),
/* harmony export */   Rh: () => (/* binding */ headerFacts),
/* harmony export */   SY: () => (/* binding */ configurationResult),
/* harmony export */   Wd: () => (/* binding */ periodLine),
/* harmony export */   Wg: () => (/* binding */ changeOutcomeWords),
/* harmony export */   XQ: () => (/* binding */ operationResult),
/* harmony export */   YR: () => (/* binding */ driftedAssetText),
/* harmony export */   e6: () => (/* binding */ unauthorizedChangeText),
/* harmony export */   eU: () => (/* binding */ reviewedWord),
/* harmony export */   fY: () => (/* binding */ collectorFileWords),
/* harmony export */   gF: () => (/* binding */ policyWords),
/* harmony export */   kL: () => (/* binding */ exceptionKind),
/* harmony export */   k_: () => (/* binding */ investigationText),
/* harmony export */   nl: () => (/* binding */ readableTime),
/* harmony export */   r_: () => (/* binding */ exceptionDetail),
/* harmony export */   s9: () => (/* binding */ episodeLine)
/* harmony export */ });
/* unused harmony exports episodeResolution, changeTitle */
/* harmony import */ var _core_evidence_records_configuration_monitoring_model_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(15453);
/* harmony import */ var _core_inventory_document_baseline_items_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(45168);
/* harmony import */ var _core_shared_wording_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(82205);
/* harmony import */ var _core_plan_baseline_deviations_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(29029);
/* harmony import */ var _shared_baseline_deviation_words_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(61015);





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
        : `the apply of ${numbers.length === 1 ? "pull request" : "pull requests"} ${(0,_core_shared_wording_js__WEBPACK_IMPORTED_MODULE_4__/* .listOf */ .c3)(numbers)}`;
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
        return `commit ${(0,_core_shared_wording_js__WEBPACK_IMPORTED_MODULE_4__/* .shortSha */ .Fu)(change.merge_sha)}, no pull request`;
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
    const deviations = (0,_core_plan_baseline_deviations_js__WEBPACK_IMPORTED_MODULE_2__/* .deviationsOf */ .YX)(change.baseline_deviations ?? undefined).length ||
        (change.ledger_deviations?.length ?? 0);
    if (deviations === 0)
        return change.outcome;
    const what = (0,_core_shared_wording_js__WEBPACK_IMPORTED_MODULE_4__/* .countOf */ .pq)(deviations, "baseline deviation");
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
        heading: (0,_shared_baseline_deviation_words_js__WEBPACK_IMPORTED_MODULE_3__/* .baselineComparisonWords */ .yM)(comparison),
        lines: (0,_core_plan_baseline_deviations_js__WEBPACK_IMPORTED_MODULE_2__/* .deviationsOf */ .YX)(comparison).map((deviation) => {
            const id = deviation.asset_id === undefined ? "" : ` (${show(deviation.asset_id)})`;
            const items = deviation.items.map((item) => (0,_shared_baseline_deviation_words_js__WEBPACK_IMPORTED_MODULE_3__/* .itemChangeWords */ .dV)(item, show)).join("; ");
            return `${show(deviation.asset)}${id} in ${show(deviation.cyber_system)}, ${(0,_shared_baseline_deviation_words_js__WEBPACK_IMPORTED_MODULE_3__/* .opensWords */ .vA)(deviation.opens)}: ${items}`;
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
        heading: `Baseline deviations the ledger shows: ${(0,_core_shared_wording_js__WEBPACK_IMPORTED_MODULE_4__/* .countOf */ .pq)(deviations.length, "asset")} whose R1.1 items' digests changed from its last declared baseline, each a change CIP-010 R1.2 asks to authorize and document (the record itself: ${why}).`,
        lines: deviations.map((deviation) => {
            const id = deviation.asset_id === undefined ? "" : ` (${show(deviation.asset_id)})`;
            const items = deviation.items
                .map((item) => ledgerItemWords(item, deviation.patches, show))
                .join("; ");
            return `${show(deviation.asset)}${id} in ${show(deviation.cyber_system)}, ${(0,_shared_baseline_deviation_words_js__WEBPACK_IMPORTED_MODULE_3__/* .opensWords */ .vA)(deviation.opens)}: ${items}`;
        }),
    };
}
/**
 * "1.1.5 security patches applied: changed (...)": the ledger keeps each item's digest only; the
 * patches, where the record keeps what it declares of them, are named as they are now.
 */
function ledgerItemWords(item, patches, show) {
    if (item === "unknown")
        return (0,_shared_baseline_deviation_words_js__WEBPACK_IMPORTED_MODULE_3__/* .itemChangeWords */ .dV)({ item, added: [], removed: [] }, (text) => text);
    if (item === "patches" && patches !== undefined)
        return `${_core_inventory_document_baseline_items_js__WEBPACK_IMPORTED_MODULE_1__/* .R1_1_PART */ .S4[item]}: changed, now ${patches.length === 0 ? "none" : patches.map(show).join(", ")} (the ledger keeps the digest of the patches before it, not their names; plan --base at the record's commit lists the entries added and removed)`;
    return `${_core_inventory_document_baseline_items_js__WEBPACK_IMPORTED_MODULE_1__/* .R1_1_PART */ .S4[item]}: changed (the ledger keeps its digest; plan --base at the record's commit lists the entries)`;
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
        headline: `${policy.file}, blob ${policy.blob_sha}, read at ${(0,_core_shared_wording_js__WEBPACK_IMPORTED_MODULE_4__/* .shortSha */ .Fu)(policy.base_sha)}: ${policy.allowed ? "allowed" : "refused"}${why}`,
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
    const entries = (0,_core_evidence_records_configuration_monitoring_model_js__WEBPACK_IMPORTED_MODULE_0__/* .entryChangeWords */ .cb)(change);
    return `${change.cyber_system}/${change.name} ${change.item}: ${entries === "" ? "" : `${entries}; `}observed ${change.observed}, declared ${change.declared}`;
}
/**
 * What one observation found, as the operator who seals it reads it: how many assets matched
 * their baseline, how many were not compared, then each unauthorized change on a line of its own.
 */
function observationFindings(evidence) {
    const { assets, unauthorized_changes: changes } = evidence;
    const matching = assets.filter((asset) => asset.matches === true).length;
    const notCompared = assets.filter((asset) => asset.declared_from !== "inventory").length;
    const counts = [
        `${assets.length} asset(s) observed`,
        `${matching} matching their baseline`,
        ...(notCompared === 0 ? [] : [`${notCompared} not compared (no baseline in the inventory)`]),
        `${changes.length} unauthorized change(s) to investigate`,
    ];
    return `The observation: ${counts.join(", ")}${changes.length === 0 ? "." : ":"}\n${changes
        .map((change) => `  ${unauthorizedChangeText(change)}\n`)
        .join("")}`;
}
/** "the collector's file: SHA-256 <hex>": what the record was made from, for an auditor to check. */
function collectorFileWords(entry) {
    return `the collector's file: SHA-256 ${entry.input_sha256}`;
}
/** A collector's investigation: kept as it gave it, and said to close nothing (a reviewed note does). */
function investigationText(investigation) {
    return `${investigation.cyber_system}/${investigation.name} ${investigation.item} (detected in record ${investigation.detected_in}): ${investigation.reference} (the collector's word: closes nothing)`;
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


/***/ })

};
