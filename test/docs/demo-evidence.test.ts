// The README's second demo (`npm run demo:evidence`, scripts/demo-evidence.ts) runs as printed:
// it builds its sample ledger, prints the obligations and writes the populations and the HTML
// report into the folder it names (issue 64, item 9). Run on the sources (--from-sources): the
// npm script runs dist/, which the e2e tests cover once it is rebuilt.
import { execFile } from "node:child_process";
import { readFile, readdir, rm } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { expect, it, onTestFinished } from "vitest";
import { repositoryRoot } from "../support/cli.ts";

const run = promisify(execFile);

it("npm run demo:evidence prints the obligations and writes the populations and the report", async () => {
  const { stdout, stderr } = await run(
    process.execPath,
    ["scripts/demo-evidence.ts", "--from-sources"],
    {
      cwd: repositoryRoot,
      env: { PATH: process.env.PATH ?? "", NO_COLOR: "1" },
    },
  );
  const folder = /Remove (\S+) when done\.\n$/.exec(stdout)?.[1];
  expect(folder, stdout).toBeDefined();
  onTestFinished(() => rm(folder!, { recursive: true, force: true }));
  // Each part of the sample judged as the page describes it.
  for (const line of [
    /^ {2}closed {6}CIP-010 R1\.2 .*, closed by #2 /m,
    /^ {2}closed {6}CIP-010 R1\.3 /m,
    /^ {2}closed {6}CIP-010 R2\.1 .*closed by #5 .*; unauthorized change of ports investigated: INC-7 \(\/cip-010-investigated by dave\)$/m,
    // CIP-007 R2: the sources and first evaluation of #6, the patch mitigated by the plan of #7.
    /^ {2}closed {6}CIP-007 R2\.1 {2}software "acSELerator RTAC" of alpha-rtu-09 .*closed by #6 /m,
    /^ {2}closed {6}CIP-007 R2\.3 {2}patch SEL-2026-004 of alpha-rtu-09 .*closed by #8 /m,
    // The two R2.2 intervals say how they differ: the first closed by the evaluation that opened
    // the second.
    /^ {2}closed {6}CIP-007 R2\.2 {2}patch source sel-advisories .*opened by #6 .*closed by #7 /m,
    /^ {2}open {8}CIP-007 R2\.2 {2}patch source sel-advisories .*opened by #7 /m,
    /^ {2}open {8}CIP-007 R2\.4 {2}mitigation plan MP-2026-01 \[grid-east\]: due 2026-03-31; /m,
    // CIP-010 R3 (issue 79, item 6): the active assessment of #9 in force, closing the intervals
    // the commissioning opened, beside the R3.3 exception of the RTU commissioned without one.
    /^ {2}closed {6}CIP-010 R3\.1 {2}Alpha Protection \(cs_alpha\) \[grid-east\]: due 2027-04-01; opened by #1 .*closed by #9 /m,
    /^ {2}closed {6}CIP-010 R3\.2 {2}Alpha Protection \(cs_alpha\) \[grid-east\]: due 2029-01-01; opened by #1 .*closed by #9 /m,
    // The next interval runs from the assessment's performed_on (2026-01-15), not its merge (issue 88).
    /^ {2}open {8}CIP-010 R3\.1 {2}Alpha Protection \(cs_alpha\) \[grid-east\]: due 2027-04-15; opened by #9 /m,
    /^ {2}exception {3}CIP-010 R3\.3 {2}alpha-rtu-09 /m,
  ])
    expect(stdout).toMatch(line);
  expect(await readdir(join(folder!, "populations"))).toEqual(
    expect.arrayContaining([
      "cyber-assets.csv",
      "ports.csv",
      "applicable-patches.csv",
      "mitigation-plans.csv",
      "vulnerability-assessments.csv",
    ]),
  );
  // The closed R3 interval's population row names the assessment, its method and environment.
  expect(
    await readFile(join(folder!, "populations", "vulnerability-assessments.csv"), "utf8"),
  ).toMatch(
    /,CIP-010 R3\.1,Alpha Protection,cs_alpha,1,[^,]+,2027-04-01,closed,VA-2026-01,active,production,/,
  );
  // Issue 71, item 6: it reads like an entity's. One line per warning, whichever command gave it.
  const warnings = stderr.split("\n").filter((line) => line.startsWith("warning: "));
  expect(warnings).toEqual([...new Set(warnings)]);
  // The ports population reads the inventory at the records' commits: the sample has them.
  expect(await readFile(join(folder!, "populations", "ports.csv"), "utf8")).toContain(
    ",alpha-rtu-09,cs_alpha,Alpha Protection,high,BCA,yes,20000,tcp,dnp3,",
  );
  const report = await readFile(join(folder!, "report.html"), "utf8");
  expect(report).toMatch(/^<!DOCTYPE html>/i);
  expect(report).toContain("alpha-rtu-09");
  expect(report).toContain("CIP-007 R2 patch management");
  // No placeholder a test would use: digests and commits of real content, named people and tools.
  for (const placeholder of [/f{40}/, /e{7}/, /test-collector/, /not recorded in the ledger/])
    expect(report).not.toMatch(placeholder);
  // The reviewed patch names its deviation, under its own pull request's title.
  expect(report).toContain("1 baseline deviation, no service operation (no-changes), pull request");
  expect(report).toMatch(/#13<\/a> Apply SEL-2025-019 to alpha-rtu-09/);
  // The owner rule is satisfied by one of the approvers.
  expect(report).toContain("Approved by (independent): alice, dave");
  expect(report).toContain("satisfied by alice");
});
