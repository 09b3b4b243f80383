// The family's reminders at review (SYSTEM_ACCESS_FILES.reminders), never a refusal: Part 5.2, a
// High, Medium or unrated system the change creates Cyber Assets in that no access file covers
// (by its name, or its site under by: location; nothing said where a by: system-type file may
// cover it, nor before the checkout keeps any access file); Part 5.6, a password-change record naming an access file the checkout lacks, or an
// account type no file it names declares with change: procedural, which would close no clock.
// The known gaps the docs listed ("nothing checks that every applicable system is covered", "a
// record naming an account type no access file declares ... is listed nowhere").
import { describe, expect, it } from "vitest";
import type { CreateOperation } from "../../../src/core/plan/plan-model.ts";
import type { Diagnostic } from "../../../src/core/shared/diagnostics.ts";
import { SYSTEM_ACCESS_FILES } from "../../../src/core/system-access/system-access-files.ts";

const accessFile = (id: string, by: string, covers: string, accountTypes = "[]") =>
  [
    "version: 1",
    `id: ${id}`,
    `by: ${by}`,
    `covers: [${covers}]`,
    `account_types: ${accountTypes}`,
    "shared_accounts: []",
    `password_parameters:${accountTypes === "[]" ? " []" : "\n  - { assets: all, enforcement: technical, reference: GPO, min_length: 8, min_character_types: 3 }"}`,
    "failed_authentication: []",
    "default_passwords: []",
    "",
  ].join("\n");
const ROOT =
  "\n  - { name: root, type: administrative, password_only: true, change: procedural }\n  - { name: svc, type: system, password_only: true, change: technical, max_age_months: 12, reference: GPO-7 }";

const create = (impact: "high" | "medium" | "low" | undefined, system = "EMS Primary") =>
  ({
    action: "create",
    name: "hmi-2",
    asset_type: "hardware",
    cyber_system: {
      id: `cs_${system}`,
      name: system,
      ...(impact === undefined ? {} : { impact }),
      parent: { kind: "control_center", id: "cc_1", name: "Primary Control Center" },
    },
    depends_on: [],
    source: { file: "inventory/ems.yaml", line: 7, column: 5 },
  }) satisfies CreateOperation;

const lines = (found: Diagnostic[]) =>
  found.map(
    (d) =>
      `${d.severity} ${d.location ? `${d.location.file}:${d.location.line}:${d.location.column} ` : ""}${d.message}`,
  );
const remind = SYSTEM_ACCESS_FILES.reminders!;
const UNCOVERED = (rated: string) =>
  `warning inventory/ems.yaml:7:5 CIP-007-6 R5 Part 5.2: this change adds Cyber Assets to system "EMS Primary", which ${rated}, and no access file covers it, so its enabled default and generic account types are not inventoried: write system-access/ID.yaml with by: system and covers: ["EMS Primary"], or by: location with covers: ["Primary Control Center"] (its control center), or add it to an existing access file's covers (docs/obligations/cip-007-r5.md)`;

describe("Part 5.2: a system the change adds Cyber Assets to that no access file covers", () => {
  const SCADA = { "system-access/scada.yaml": accessFile("scada", "system", "SCADA") };
  it.each([
    {
      what: "no access file yet: the family has not started",
      files: {},
      impact: "medium" as const,
      found: [],
    },
    {
      what: "medium, another system's file only",
      files: SCADA,
      impact: "medium" as const,
      found: [UNCOVERED("is medium impact")],
    },
    {
      what: "unrated, judged as High",
      files: SCADA,
      impact: undefined,
      found: [UNCOVERED("declares no impact (judged as High)")],
    },
    { what: "low: 5.2 does not reach it", files: SCADA, impact: "low" as const, found: [] },
    {
      what: "covered by system",
      files: { "system-access/ems.yaml": accessFile("ems", "system", "EMS Primary") },
      impact: "high" as const,
      found: [],
    },
    {
      what: "covered by location",
      files: { "system-access/pcc.yaml": accessFile("pcc", "location", "Primary Control Center") },
      impact: "high" as const,
      found: [],
    },
    {
      what: "another system's file does not cover it",
      files: { "system-access/scada.yaml": accessFile("scada", "system", "SCADA") },
      impact: "high" as const,
      found: [UNCOVERED("is high impact")],
    },
    {
      what: "a by: system-type file may cover it: nothing said",
      files: { "system-access/rtus.yaml": accessFile("rtus", "system-type", "RTU") },
      impact: "high" as const,
      found: [],
    },
  ])("$what", ({ files, impact, found }) => {
    const head = new Map(Object.entries(files));
    expect(lines(remind(head, [create(impact), create(impact)], []))).toEqual(found);
  });
});

describe("Part 5.6: a password-change record naming what closes nothing", () => {
  const record = (accessFiles: string, accountTypes: string) =>
    `version: 1\nid: pc-1\nperformed_on: 2026-03-10\naccess_files: [${accessFiles}]\naccount_types: [${accountTypes}]\n`;
  const EMS = { "system-access/ems.yaml": accessFile("ems", "system", "EMS Primary", ROOT) };
  it.each([
    {
      what: "a procedural account type of a named file",
      files: EMS,
      record: record("ems", "root"),
      found: [],
    },
    {
      what: "an access file the checkout lacks",
      files: EMS,
      record: record("ems, scada", "root"),
      found: [
        'warning system-access/records/pc-1.yaml:4:15 CIP-007-6 R5 Part 5.6: access_files names "scada", which no access file of system-access/ is (its id is its file\'s name): name the access files whose account types were changed',
      ],
    },
    {
      what: "a technically enforced type and an unknown one",
      files: EMS,
      record: record("ems", "root, svc, admin"),
      found: [
        'warning system-access/records/pc-1.yaml:5:16 CIP-007-6 R5 Part 5.6: account_types names "svc" and "admin", which no access file it names declares with change: procedural, so this record closes no clock for them: name the account types as those files do, or the files that declare them',
      ],
    },
  ])("$what", ({ files, record: text, found }) => {
    const head = new Map([...Object.entries(files), ["system-access/records/pc-1.yaml", text]]);
    expect(lines(remind(head, [], []))).toEqual(found);
  });
});
