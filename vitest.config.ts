import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Two cores: end-to-end tests spawn the bundled CLI and Action, so keep parallelism modest.
    maxWorkers: 2,
  },
});
