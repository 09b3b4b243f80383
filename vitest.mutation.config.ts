// The tests a mutation run (`npm run mutation`, stryker.config.mjs) holds the core's decisions
// to: the pure tests of src/core/, in one project, isolated per file as Stryker's vitest runner
// needs to tell which test covers which mutant.
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/core/**/*.test.ts"],
    testTimeout: 60_000,
    unstubEnvs: true,
  },
});
