// Mutation testing of the decisions that carry authority (issue 51): Stryker changes one operator
// or condition at a time in src/core/review/, src/core/obligations/ and src/core/evidence/, and a
// mutant that every test of src/core/ survives is a decision no test holds. `npm run mutation`
// runs it all (long: hours on two cores); `npm run mutation -- --mutate src/core/x.ts` one file.
// Not part of `npm test` or CI. Report: reports/mutation/mutation.html.
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
  concurrency: 2,
  reporters: ["clear-text", "progress", "html"],
  htmlReporter: { fileName: "reports/mutation/mutation.html" },
  tempDirName: ".stryker-tmp",
  cleanTempDir: "always",
};
