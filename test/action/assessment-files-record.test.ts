// What a merge's change record carries of CIP-010 R3's reviewed files: the assessment files the
// merged commit has new or changed since the commit its files are compared with, whole, with the
// SHA-256 of each text (the shape patch_files has), and the obligations then read them: the High
// system's R3.1 and R3.2 intervals closed by the merge that carried its active assessment. In
// process against the emulator and the fake GitHub.
import { mkdir, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { sha256Hex } from "../../src/core/shared/sha256.ts";
import { computeObligations } from "../../src/core/obligations/obligations.ts";
import { DEFAULT_CALENDAR } from "../../src/core/shared/calendar.ts";
import { verifyLedger } from "../support/ledger-check.ts";
import { runInProcess, workspaceOf } from "./run-action.ts";
import {
  dir,
  github,
  planPullRequest,
  pushToMain,
  useScenario,
  writeInventory,
} from "./scenario.ts";

useScenario(runInProcess);

const BASE = "d6".repeat(20);
const FILE = "vulnerability-assessments/VA-2026-01.yaml";
const ASSESSMENT = `version: 1
id: VA-2026-01
systems: [Protection System]
method: active
controls_assessed: [ports and services]
results: no finding
action_plan: no vulnerabilities found
`;
const INVENTORY =
  'cyber_system: Protection System\nfacility: Substation Alpha\nimpact: high\nassets:\n  alpha-rtu-01: { type: hardware, baseline: { os_firmware: [{ name: RTOS, version: "4.2" }], software: [], custom_software: [], ports: [], patches: [] } }\n';

describe("a merge record carries the CIP-010 R3 files it changed", () => {
  it("carries the assessment the base had not, and the obligations close R3.1 and R3.2 with it", async () => {
    await writeInventory("alpha.yaml", INVENTORY);
    const file = join(workspaceOf(dir), FILE);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, ASSESSMENT);
    expect((await planPullRequest()).code).toBe(0);
    const run = await pushToMain(undefined, {}, BASE);
    expect(run.code).toBe(0);
    const { records } = verifyLedger(github.git.filesOn("cip-sync-evidence"));
    const record = records.at(-1)!.record;
    const change = record.kind === "change" ? record.change : undefined;
    expect(change?.assessment_files).toEqual({
      compared_with: BASE,
      files: [{ file: FILE, sha256: `sha256:${sha256Hex(ASSESSMENT)}`, text: ASSESSMENT }],
    });
    const r3 = computeObligations(records, "2026-12-31", DEFAULT_CALENDAR).filter(
      (o) => o.kind.startsWith("CIP-010 R3") && o.closed_by !== undefined,
    );
    expect(r3.map((o) => [o.kind, o.status, o.assessment?.assessment?.id])).toEqual([
      ["CIP-010 R3.1", "closed", "VA-2026-01"],
      ["CIP-010 R3.2", "closed", "VA-2026-01"],
    ]);
  });
});
