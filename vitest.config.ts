import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Two cores: end-to-end tests spawn the bundled CLI and Action, so keep parallelism modest.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["test/**/*.test.ts"],
          exclude: ["test/**/*.e2e.test.ts"],
        },
      },
      {
        // The bundles in dist/ run as users run them: `npm run build` first.
        extends: true,
        test: { name: "e2e", include: ["test/**/*.e2e.test.ts"] },
      },
    ],
  },
});
