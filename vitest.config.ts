import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Two cores: end-to-end tests spawn the bundled CLI and Action, so keep parallelism modest.
    maxWorkers: 2,
    // A test that stubs a variable gets it back after: no file sees another's environment.
    unstubEnvs: true,
    // The run's own temporary directory: a file a test leaves there fails the run.
    globalSetup: ["test/support/temporary-directory.ts"],
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["test/**/*.test.ts"],
          exclude: ["test/**/*.e2e.test.ts"],
          // Unit files share a worker's module cache: loading src/ once per worker instead of once
          // per file saves a third of the unit run. That holds because no file leaves state behind:
          // servers close and environment stubs are undone after each test.
          isolate: false,
        },
      },
      {
        // The bundles in dist/ run as users run them: `npm run build` first.
        extends: true,
        test: {
          name: "e2e",
          include: ["test/**/*.e2e.test.ts"],
          // What runs under test is a child process; the files around it (the emulator, the fake
          // GitHub and its schema checks, the Action's scenario) load once per worker, as for the
          // unit files, and for the same reason: no file leaves state behind.
          isolate: false,
        },
      },
    ],
  },
});
