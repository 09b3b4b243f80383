// The import-cycle check of .ci/run (`npm run cycles`). ESLint enforces the layering
// (eslint.config.js); this finds cycles, type-only imports included, which ESLint's cycle rules
// skip: a cycle of types is still two modules that cannot be read or changed apart.
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
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    // Keep `import type` edges: without this they vanish before the check.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
  },
};
