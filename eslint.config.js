// @ts-check
import js from "@eslint/js";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["dist/", "schemas/", "node_modules/", "bench/out/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      // Control characters are exactly what the redaction and escaping code must match.
      "no-control-regex": "off",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
    },
  },
);
