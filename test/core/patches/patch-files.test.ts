// The three patch-management files read strictly, each mistake at file:line:column with what to
// write instead: the sources file (R2.1), an evaluation (R2.2) and a mitigation plan (R2.3, R2.4,
// which is no plan without actions or a timeframe). A file with an error yields nothing.
import { describe, expect, it } from "vitest";
import { formatLocation } from "../../../src/core/shared/diagnostics.ts";
import type { ParsedPatchFile } from "../../../src/core/patches/patch-file-reader.ts";
import { parsePatchSourcesText } from "../../../src/core/patches/parse-patch-sources.ts";
import { parsePatchEvaluationText } from "../../../src/core/patches/parse-patch-evaluation.ts";
import { parseMitigationPlanText } from "../../../src/core/patches/parse-mitigation-plan.ts";

const SOURCES = "cip-patch-sources.yaml";
const EVALUATION = "patch-evaluations/sel-advisories/2026-03.yaml";
const PLAN = "patch-plans/MP-7.yaml";

/** The file's problems as a user reads them: file:line:column: message. */
function problems<T>(parsed: ParsedPatchFile<T>): string[] {
  expect(parsed.value, "a file with an error yields nothing").toBeUndefined();
  return parsed.diagnostics.map((d) => `${formatLocation(d.location!)}: ${d.message}`);
}

const lines = (...text: string[]) => `${text.join("\n")}\n`;

describe("cip-patch-sources.yaml", () => {
  it("reads sources with the items they cover and the declarations of none", () => {
    const parsed = parsePatchSourcesText(
      lines(
        "version: 1",
        "sources:",
        "  - id: sel-advisories",
        "    name: SEL security notifications",
        "    url: https://selinc.com/support/security-notifications/",
        '    covers: [{ os_firmware: "SEL-3555 firmware" }, { software: "acSELerator RTAC" }]',
        "no_source:",
        '  - { software: "Legacy HMI", kind: no-patching-source, reason: "vendor ceased trading in 2019" }',
      ),
      SOURCES,
    );
    expect(parsed).toEqual({
      references: [],
      value: {
        sources: [
          {
            id: "sel-advisories",
            name: "SEL security notifications",
            url: "https://selinc.com/support/security-notifications/",
            covers: [
              { kind: "os_firmware", name: "SEL-3555 firmware" },
              { kind: "software", name: "acSELerator RTAC" },
            ],
          },
        ],
        noSource: [
          {
            item: { kind: "software", name: "Legacy HMI" },
            kind: "no-patching-source",
            reason: "vendor ceased trading in 2019",
          },
        ],
      },
      diagnostics: [],
    });
  });

  it.each<[string, string, string[]]>([
    [
      "an empty file",
      "",
      [`${SOURCES}:1:1: the patch sources file is empty; write version: 1 and its keys`],
    ],
    [
      "another version",
      lines("version: 2"),
      [`${SOURCES}:1:10: version "2" is not supported; write version: 1`],
    ],
    [
      "a misspelt key",
      lines("version: 1", "source: []"),
      [`${SOURCES}:2:1: unknown key "source"; did you mean "sources"?`],
    ],
    [
      "a source id that cannot name a folder",
      lines(
        "version: 1",
        "sources:",
        "  - { id: SEL Advisories, name: SEL, covers: [{ software: RTAC }] }",
      ),
      [
        `${SOURCES}:3:11: source id "SEL Advisories" must be lower-case letters, digits and hyphens (it names the folder patch-evaluations/sel-advisories/)`,
      ],
    ],
    [
      "a source that covers nothing",
      lines("version: 1", "sources:", "  - { id: sel, name: SEL, covers: [] }"),
      [
        `${SOURCES}:3:35: covers is an empty list; write at least one of baseline items, or remove the key`,
      ],
    ],
    [
      "an item written with its kind misspelt",
      lines("version: 1", "sources:", "  - { id: sel, name: SEL, covers: [{ sofware: RTAC }] }"),
      [`${SOURCES}:3:38: unknown key "sofware"; did you mean "software"?`],
    ],
    [
      "an item named two ways",
      lines(
        "version: 1",
        "sources:",
        "  - { id: sel, name: SEL, covers: [{ software: RTAC, os_firmware: RTAC }] }",
      ),
      [
        `${SOURCES}:3:36: each entry of covers names more than one baseline item; write exactly one of os_firmware: NAME or software: NAME, as the asset's baseline names it`,
      ],
    ],
    [
      "a declaration without a reason",
      lines("version: 1", "no_source:", "  - { software: Legacy HMI, kind: not-updateable }"),
      [`${SOURCES}:3:5: a no_source entry has no "reason"; add it`],
    ],
    [
      "a declaration of another kind",
      lines(
        "version: 1",
        "no_source:",
        "  - { software: Legacy HMI, kind: not-patchable, reason: old }",
      ),
      [`${SOURCES}:3:35: unknown kind "not-patchable"; did you mean "not-updateable"?`],
    ],
    [
      "an item both covered and declared to have none, whatever its case",
      lines(
        "version: 1",
        "sources:",
        "  - { id: sel, name: SEL, covers: [{ software: RTAC }] }",
        "no_source:",
        "  - { software: rtac, kind: not-updateable, reason: old }",
      ),
      [
        `${SOURCES}:5:5: software "rtac" is covered by source sel and declared to have none; remove one`,
      ],
    ],
    [
      "a source listed twice",
      lines(
        "version: 1",
        "sources:",
        "  - { id: sel, name: SEL, covers: [{ software: RTAC }] }",
        "  - { id: sel, name: SEL again, covers: [{ software: HMI }] }",
      ),
      [
        `${SOURCES}:4:5: source id "sel" is written twice; keep one entry with every item it covers`,
      ],
    ],
  ])("%s", (_case, text, expected) => {
    expect(problems(parsePatchSourcesText(text, SOURCES))).toEqual(expected);
  });
});

const EVALUATION_TEXT = [
  "version: 1",
  "source: sel-advisories",
  "releases_since: 2026-02-11",
  "patches:",
  '  - { id: SEL-2026-004, released: 2026-02-20, item: { software: "acSELerator RTAC" }, applicable: true }',
  "  - id: SEL-2026-006",
  "    released: 2026-03-02",
  '    item: { os_firmware: "SEL-3555 firmware" }',
  "    applicable: false",
  "    reason: fixes the web interface, which our baselines keep disabled",
];

describe("an evaluation file", () => {
  it("reads the source, the first release day it covers and each patch", () => {
    expect(parsePatchEvaluationText(lines(...EVALUATION_TEXT), EVALUATION)).toEqual({
      references: expect.any(Array),
      value: {
        file: EVALUATION,
        source: "sel-advisories",
        releasesSince: "2026-02-11",
        patches: [
          {
            id: "SEL-2026-004",
            released: "2026-02-20",
            item: { kind: "software", name: "acSELerator RTAC" },
            applicable: true,
          },
          {
            id: "SEL-2026-006",
            released: "2026-03-02",
            item: { kind: "os_firmware", name: "SEL-3555 firmware" },
            applicable: false,
            reason: "fixes the web interface, which our baselines keep disabled",
          },
        ],
      },
      diagnostics: [],
    });
  });

  it("reads an evaluation that found no release: patches: []", () => {
    const text = lines(
      "version: 1",
      "source: sel-advisories",
      "releases_since: 2026-02-11",
      "patches: []",
    );
    expect(parsePatchEvaluationText(text, EVALUATION).value?.patches).toEqual([]);
  });

  it.each<[string, string[], string, string[]]>([
    [
      "a date field: it is the merge's record that dates an evaluation",
      [...EVALUATION_TEXT, "evaluated_on: 2026-03-10"],
      EVALUATION,
      [
        `${EVALUATION}:11:1: unknown key "evaluated_on"; the keys of an evaluation file are version, source, releases_since and patches`,
      ],
    ],
    [
      "filed under another source's folder",
      EVALUATION_TEXT,
      "patch-evaluations/microsoft/2026-03.yaml",
      [
        'patch-evaluations/microsoft/2026-03.yaml:2:9: source "sel-advisories" is not the folder it is filed in (patch-evaluations/microsoft/); move the file to patch-evaluations/sel-advisories/ or name its source microsoft',
      ],
    ],
    [
      "a release day the calendar lacks",
      EVALUATION_TEXT.map((line) => line.replace("2026-02-20", "2026-02-30")),
      EVALUATION,
      [
        `${EVALUATION}:5:35: released must be a date such as 2026-03-10 that exists (YYYY-MM-DD), not "2026-02-30"`,
      ],
    ],
    [
      "not applicable without a reason",
      EVALUATION_TEXT.slice(0, 9),
      EVALUATION,
      [
        `${EVALUATION}:6:5: patch "SEL-2026-006" is not applicable but says no reason; add reason: why it does not apply to the item as installed`,
      ],
    ],
    [
      "applicable written as a word",
      EVALUATION_TEXT.map((line) => line.replace("applicable: true", "applicable: yes")),
      EVALUATION,
      [`${EVALUATION}:5:99: applicable must be true or false, not the text "yes"`],
    ],
    [
      "a judgement left to review: applicable: null, as a draft writes it",
      EVALUATION_TEXT.map((line) =>
        line.replace("applicable: false", "applicable: null # judge: CVE-2026-1234"),
      ),
      EVALUATION,
      [
        `${EVALUATION}:9:17: patch "SEL-2026-006" is not judged yet (applicable: null); write applicable: true, or applicable: false with reason: why it does not apply to the item as installed`,
      ],
    ],
    [
      "a judgement left empty: applicable:",
      EVALUATION_TEXT.map((line) => line.replace("applicable: false", "applicable:")),
      EVALUATION,
      [
        `${EVALUATION}:9:16: patch "SEL-2026-006" is not judged yet (applicable: null); write applicable: true, or applicable: false with reason: why it does not apply to the item as installed`,
      ],
    ],
    [
      "no releases_since",
      EVALUATION_TEXT.filter((line) => !line.startsWith("releases_since")),
      EVALUATION,
      [`${EVALUATION}:1:1: an evaluation file has no "releases_since"; add it`],
    ],
  ])("%s", (_case, text, file, expected) => {
    expect(problems(parsePatchEvaluationText(lines(...text), file))).toEqual(expected);
  });
});

const PLAN_TEXT = [
  "version: 1",
  "id: MP-7",
  "patches: [SEL-2026-004, SEL-2026-009]",
  "actions:",
  "  - block TCP 443 to the RTAC at the substation firewall",
  'timeframe: { event: "the next scheduled outage of at least two days" }',
];

describe("a mitigation plan", () => {
  it("reads its patches, actions and timeframe, and the days a later change adds", () => {
    expect(
      parseMitigationPlanText(
        lines(...PLAN_TEXT, "event_occurred_on: 2026-05-12", "implemented_on: 2026-05-13"),
        PLAN,
      ),
    ).toEqual({
      references: expect.any(Array),
      value: {
        id: "MP-7",
        patches: ["SEL-2026-004", "SEL-2026-009"],
        actions: ["block TCP 443 to the RTAC at the substation firewall"],
        timeframe: { event: "the next scheduled outage of at least two days" },
        eventOccurredOn: "2026-05-12",
        implementedOn: "2026-05-13",
      },
      diagnostics: [],
    });
  });

  it.each<[string, string[], string[], string?]>([
    [
      "no actions and no timeframe: no plan (R2.3)",
      PLAN_TEXT.slice(0, 3),
      [
        `${PLAN}:1:1: a mitigation plan has no actions (CIP-007-6 R2.3); write actions: the planned actions to mitigate the vulnerabilities each patch addresses`,
        `${PLAN}:1:1: a mitigation plan has no timeframe (CIP-007-6 R2.3); write timeframe: a timeframe to complete them, { by: 2026-06-30 } or { event: "the next scheduled outage" }`,
      ],
    ],
    [
      "an empty list of actions",
      [...PLAN_TEXT.slice(0, 3), "actions: []", PLAN_TEXT[5]!],
      [
        `${PLAN}:4:10: actions is an empty list; write at least one of a planned action, or remove the key`,
      ],
    ],
    [
      "a timeframe with both a date and an event",
      [...PLAN_TEXT.slice(0, 5), "timeframe: { by: 2026-06-30, event: outage }"],
      [
        `${PLAN}:6:12: timeframe is a date or an event, one of them; write { by: 2026-06-30 } or { event: "the next scheduled outage" }`,
      ],
    ],
    [
      "an event's day on a date-bound plan",
      [...PLAN_TEXT.slice(0, 5), "timeframe: { by: 2026-06-30 }", "event_occurred_on: 2026-05-12"],
      [
        `${PLAN}:7:1: event_occurred_on belongs to a plan whose timeframe is an event; remove it, or write timeframe: { event: ... }`,
      ],
    ],
    [
      "an id that is not its file's name",
      PLAN_TEXT.map((line) => line.replace("id: MP-7", "id: MP-8")),
      [
        `${PLAN}:2:5: plan id "MP-8" is not its file's name (patch-plans/MP-7.yaml): a plan is filed as patch-plans/ID.yaml; rename the file to patch-plans/MP-8.yaml, or write id: MP-7`,
      ],
    ],
    [
      "a plan outside patch-plans/",
      PLAN_TEXT,
      [
        `plans/MP-7.yaml:2:5: plan "MP-7" is filed in plans/, not patch-plans/: a plan is filed as patch-plans/ID.yaml; move the file to patch-plans/MP-7.yaml`,
      ],
      "plans/MP-7.yaml",
    ],
    [
      "an anchor",
      [...PLAN_TEXT.slice(0, 2), "patches: &p [SEL-2026-004]", ...PLAN_TEXT.slice(3)],
      [`${PLAN}:3:10: anchors and aliases are not supported; write the value out`],
    ],
  ])("%s", (_case, text, expected, file = PLAN) => {
    expect(problems(parseMitigationPlanText(lines(...text), file))).toEqual(expected);
  });
});
