// @ts-check
import js from "@eslint/js";
import tseslint from "typescript-eslint";

/**
 * The layers of src/ and the folders each may import from (besides itself and packages). The core
 * is pure; io and render sit on it; the engine is the façade over core and io; the entry points
 * (cli, action) may use anything below them. Import cycles are found by dependency-cruiser
 * (.dependency-cruiser.mjs), which also sees type-only imports.
 */
const LAYERS = {
  core: [],
  io: ["core"],
  render: ["core"],
  engine: ["core", "io"],
  // The GitHub client reaches GitHub through the same proxy and dispatcher as the service client.
  github: ["core", "render", "io"],
  emulator: ["core"],
};

/** Packages that do I/O or talk to GitHub: the core must not import them. */
const IMPURE_PACKAGES = [
  "node:fs",
  "node:fs/promises",
  "node:http",
  "node:https",
  "node:net",
  "node:child_process",
  "undici",
  "@actions/core",
  "@actions/github",
];

// Every folder of src/ is flat, so a `../` import always leaves the folder.
const layering = Object.entries(LAYERS).map(([layer, allowed]) => ({
  files: [`src/${layer}/**/*.ts`],
  rules: {
    "no-restricted-imports": [
      "error",
      {
        paths: layer === "core" ? IMPURE_PACKAGES : [],
        patterns: [
          {
            regex: allowed.length === 0 ? "^\\.\\./" : `^\\.\\./(?!(?:${allowed.join("|")})/)`,
            message: `src/${layer}/ may import only from ${
              allowed.length === 0 ? "itself" : `itself and src/{${allowed.join(",")}}/`
            } (see LAYERS in eslint.config.js)`,
          },
        ],
      },
    ],
  },
}));

/**
 * Length limits for all of src/: 400 lines a file, 80 a function, every line counted (a file or
 * function is read whole, comments included). One that must stay whole says why in a disable
 * comment at its top; none does today.
 */
const LENGTH_LIMITED = ["src/**/*.ts"];

export default tseslint.config(
  { ignores: ["dist/", "schemas/", "node_modules/", "bench/out/", ".dist-build-*/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      // Control characters are exactly what the redaction and escaping code must match.
      "no-control-regex": "off",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
    },
  },
  {
    files: ["**/*.ts"],
    languageOptions: { parserOptions: { projectService: true } },
    rules: {
      // `return promise` inside try/finally runs the finally (closing the client) too early.
      "@typescript-eslint/return-await": ["error", "in-try-catch"],
      "@typescript-eslint/no-floating-promises": "error",
    },
  },
  ...layering,
  {
    files: LENGTH_LIMITED,
    rules: {
      "max-lines": ["error", { max: 400 }],
      "max-lines-per-function": ["error", { max: 80 }],
    },
  },
);
