// @ts-check
import js from "@eslint/js";
import tseslint from "typescript-eslint";

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
);
