// The layering of src/ and the import-cycle check, run by .ci/run (`npm run cycles`). Each layer
// may import only the folders listed for it (besides itself and packages); ESLint keeps the core
// free of I/O packages (eslint.config.js). Type-only imports count: a layer that needs another's
// types depends on it as surely as one that calls it.

/**
 * What each folder of src/ may import from, besides itself. The core is pure and split by concept:
 * `shared` is the vocabulary every concept speaks; an inventory is read without knowing plans; a
 * plan is made from inventories; evidence records plans; review decides whether a plan may be
 * applied. Above the core, io and render sit on it, the engine is the one façade over core and io,
 * github talks to GitHub, and the entries (cli, action) may use anything below them.
 */
const LAYERS = {
  "core/shared": [],
  // Each requirement family's shape (its name, its reviewed files' fields, schemas, words and
  // lines) and the one list of them, low enough that the plan and the evidence loop over it.
  "core/families": ["core/shared"],
  "core/inventory": ["core/shared"],
  "core/plan": ["core/shared", "core/inventory", "core/families"],
  // A merge record carries each family's reviewed files (their fields: core/families).
  "core/evidence": ["core/shared", "core/inventory", "core/plan", "core/families"],
  "core/sources": ["core/shared", "core/inventory", "core/plan"],
  // Who may assert each compliance fact: read by the gate, the obligations and the populations.
  "core/authority": [
    "core/shared",
    "core/inventory",
    "core/plan",
    "core/families",
    "core/evidence",
  ],
  "core/review": [
    "core/shared",
    "core/inventory",
    "core/plan",
    "core/families",
    "core/evidence",
    "core/authority",
  ],
  "core/obligations": [
    "core/shared",
    "core/inventory",
    "core/plan",
    "core/families",
    "core/evidence",
    "core/authority",
    "core/patches",
    "core/assessments",
    "core/low-impact",
    "core/system-access",
  ],
  "core/audit": [
    "core/shared",
    "core/inventory",
    "core/plan",
    "core/families",
    "core/evidence",
    "core/authority",
    "core/obligations",
    "core/patches",
    "core/assessments",
    "core/low-impact",
    "core/system-access",
  ],
  // The checkpoint file a drift check keeps: one workspace's fold of the obligations, of what the
  // report reads whatever its period, and of the populations, and how verify recomputes it.
  "core/checkpoint": ["core/shared", "core/evidence", "core/obligations", "core/audit"],
  // CIP-007 R2 patch management's reviewed files, the assets they speak of, and R2.1 checked in
  // the plan (the plan model its check fills); its pass over the ledger is the obligations'
  // (core/obligations/patch-management/).
  "core/patches": ["core/shared", "core/inventory", "core/plan", "core/families"],
  // CIP-010 R3's reviewed assessment files, read with the reviewed-file reader every family's
  // files use (core/inventory/reviewed-files/); the names they note are CIP-007 R2's references.
  "core/assessments": [
    "core/shared",
    "core/inventory",
    "core/plan",
    "core/families",
    "core/patches",
  ],
  // CIP-003-9 low impact's reviewed site files, read with the reviewed-file reader every family's
  // files use (core/inventory/reviewed-files/), and the plan-time gate on vendor remote access.
  "core/low-impact": ["core/shared", "core/inventory", "core/plan", "core/families"],
  // CIP-007-6 R5's reviewed access files and password-change records, read with the reviewed-file
  // reader every family's files use (core/inventory/reviewed-files/).
  "core/system-access": ["core/shared", "core/inventory", "core/plan", "core/families"],
  // What to tell people, in which words: nothing but the shared vocabulary.
  "core/notify": ["core/shared"],
  io: ["core"],
  render: ["core"],
  engine: ["core", "io"],
  // The GitHub client reaches GitHub through the same proxy and dispatcher as the service client.
  github: ["core", "render", "io"],
  emulator: ["core"],
};

/**
 * The concept folders inside a layer, and which of their siblings each may import. A layer's
 * top-level modules are what its concepts share (GitHub's client, the escaping every format uses
 * lives in its own `shared/` folder) and its façades (render/formats.ts, github/code-host.ts); a
 * concept folder reaches a sibling only where it is listed here, so that changing how the ledger
 * is read means opening `io/ledger/` and what it names, nothing else.
 */
const CONCEPTS = {
  io: {
    network: [],
    service: ["network"],
    checkout: [],
    ledger: ["checkout", "network"],
    sources: ["checkout", "network"],
    sort: [],
  },
  render: { shared: [], plan: ["shared"], review: ["shared", "plan"], evidence: ["shared"] },
  github: { files: [], review: ["files"], notices: ["files", "review"], ledger: ["files"] },
  "core/evidence": {
    records: [],
    chain: ["records"],
    monitoring: ["records"],
    report: ["records", "chain", "monitoring"],
  },
  // What every family's reviewed files share when read sits on the document's strict YAML reader.
  "core/inventory": {
    document: [],
    baselines: ["document"],
    writing: ["document"],
    "reviewed-files": ["document"],
  },
  "core/plan": { saved: [], renames: [], released: [] },
  // A family's shape is its own: none reads another's.
  "core/families": {
    "patch-management": [],
    "vulnerability-assessments": [],
    "low-impact": [],
    "system-access": [],
  },
};

/**
 * The Action's routes, a folder each: a route may use the run machinery the routes share (run/,
 * settings/, evidence/, policy/, obligations/), never another route, and the shared folders use no
 * route. A reader who changes one route opens its folder and the shared ones only.
 */
const ACTION_ROUTES = [
  "pull-request",
  "merge",
  "merge-queue",
  "drift",
  "source-sync",
  "policy-review",
  "validate",
];
const ACTION_SHARED = ["run", "settings", "evidence", "policy", "obligations"];

const routeRules = [
  ...ACTION_ROUTES.map((route) => ({
    name: `action-route-${route}`,
    severity: "error",
    comment: `src/action/${route}/ is a route: it may not import another route (ACTION_ROUTES in .dependency-cruiser.mjs); move what two routes share into one of src/action/{${ACTION_SHARED.join(",")}}/`,
    from: { path: `^src/action/${route}/` },
    to: {
      path: `^src/action/(${ACTION_ROUTES.filter((other) => other !== route).join("|")})/`,
    },
  })),
  {
    name: "action-shared-no-route",
    severity: "error",
    comment:
      "the run machinery the Action's routes share may not import a route (ACTION_ROUTES in .dependency-cruiser.mjs)",
    from: { path: `^src/action/(${ACTION_SHARED.join("|")})/` },
    to: { path: `^src/action/(${ACTION_ROUTES.join("|")})/` },
  },
];

const escape = (folder) => folder.replace(/[/.]/g, "\\$&");

const layering = Object.entries(LAYERS).map(([layer, allowed]) => ({
  name: `layer-${layer.replace("/", "-")}`,
  severity: "error",
  comment: `src/${layer}/ may import only from ${
    allowed.length === 0 ? "itself" : `itself and src/{${allowed.join(",")}}/`
  } (LAYERS in .dependency-cruiser.mjs)`,
  from: { path: `^src/${escape(layer)}/` },
  to: {
    path: "^src/",
    pathNot: [layer, ...allowed].map((folder) => `^src/${escape(folder)}/`),
  },
}));

const conceptRules = Object.entries(CONCEPTS)
  .flatMap(([layer, concepts]) =>
    Object.entries(concepts).map(([concept, allowed]) => {
      const siblings = Object.keys(concepts).filter(
        (other) => other !== concept && !allowed.includes(other),
      );
      return {
        name: `concept-${layer.replace("/", "-")}-${concept}`,
        severity: "error",
        comment: `src/${layer}/${concept}/ may import only ${
          allowed.length === 0 ? "no sibling" : `the siblings {${allowed.join(",")}}`
        } of src/${layer}/ (CONCEPTS in .dependency-cruiser.mjs): move what two concepts share to src/${layer}/ itself`,
        from: { path: `^src/${escape(layer)}/${concept}/` },
        to: { path: `^src/${escape(layer)}/(${siblings.join("|")})/` },
      };
    }),
  )
  .filter((rule) => !rule.to.path.endsWith("()/"));

/** @type {import("dependency-cruiser").IConfiguration} */
export default {
  forbidden: [
    {
      name: "no-cycle",
      severity: "error",
      comment:
        "Modules must not import each other, directly or through others, not even for types.",
      from: { path: "^src/" },
      to: { circular: true },
    },
    {
      name: "action-through-host",
      severity: "error",
      comment:
        "src/action/ reaches GitHub through the code host's roles (RunScope.host, core/review/code-host.ts): only its entry, main.ts, builds the clients and the host from src/github/.",
      from: { path: "^src/action/", pathNot: "^src/action/main\\.ts$" },
      to: { path: "^src/github/" },
    },
    ...layering,
    ...conceptRules,
    ...routeRules,
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    // Keep `import type` edges: without this they vanish before the check.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
  },
};
