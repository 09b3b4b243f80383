// Mutation testing of the decisions that carry authority (issue 51): Stryker changes one operator
// or condition at a time in src/core/review/, obligations/, evidence/ and authority/, and a mutant
// that every test of test/core/ survives is a decision no test holds. `npm run mutation` runs it
// all (about an hour and a half on two cores; one folder at a time with `--mutate
// "src/core/obligations/**/*.ts"`); `npm run mutation -- --mutate src/core/x.ts` one file. Static
// mutants (a module-level table or constant changed: 925 of 8,244, mostly the requirement,
// authority and governance tables' words) are not run: each runs every test, and Stryker estimated
// four fifths of the time for them. What holds the tables instead: their own tests (every row
// cites a quoted part of the standard) and the docs generated from them, which a test outside
// test/core/ fails when they differ. Not part of `npm test` or CI. Report:
// reports/mutation/mutation.html.
/** @type {import("@stryker-mutator/api/core").PartialStrykerOptions} */
export default {
  testRunner: "vitest",
  vitest: { configFile: "vitest.mutation.config.ts" },
  plugins: ["@stryker-mutator/vitest-runner"],
  mutate: [
    "src/core/review/**/*.ts",
    "src/core/obligations/**/*.ts",
    "src/core/evidence/**/*.ts",
    "src/core/authority/**/*.ts",
  ],
  coverageAnalysis: "perTest",
  ignoreStatic: true,
  concurrency: 2,
  reporters: ["clear-text", "progress", "html"],
  htmlReporter: { fileName: "reports/mutation/mutation.html" },
  tempDirName: ".stryker-tmp",
  cleanTempDir: "always",
};
