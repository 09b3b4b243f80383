// CIP-010 R2.1 follows each asset by its live id: a rename (by a change record, or a collector's
// record naming the same id anew) keeps its intervals and exceptions, an asset known by name first
// keeps its state once a record gives its id, and an investigation note finds its exception by the id its name has.
// Only an asset no record ever gave an id is followed by system and name, and its obligations say so.
import { describe, expect, it } from "vitest";
import type { InvestigationNote } from "../../../src/core/evidence/records/investigation-note.ts";
import { DEFAULT_CALENDAR } from "../../../src/core/shared/calendar.ts";
import { computeObligations, subjectText } from "../../../src/core/obligations/obligations.ts";
import { day } from "../../support/evidence-records.ts";
import { CREATED_ID, judgeR21, R21_SYSTEM, type R21Step, r21Records } from "../../support/r21.ts";

const SYSTEM = R21_SYSTEM;
/** highImpactChange() creates alpha-rtu-09 as this id. */
const CREATED = CREATED_ID;

const options = (asOf: number) => ({ calendar: DEFAULT_CALENDAR, asOf: day(asOf).toISOString() });

/** Each interval as "name [id] opened..due: status (closed on)", in the order the pass decided. */
function intervals(steps: readonly R21Step[], asOf: number): string[] {
  return judgeR21(r21Records(steps), options(asOf)).intervals.map(
    (i) =>
      `${i.asset} [${i.asset_id ?? "no id"}] ${i.opened_on}..${i.due_on}: ${i.status}${i.closed_on === null ? "" : ` (${i.closed_on})`}`,
  );
}

describe("CIP-010 R2.1 per asset id", () => {
  it.each<[string, R21Step[], number, string[]]>([
    [
      "created through the service, renamed by a change, monitored by its new name alone",
      [
        { at: 0, commission: true },
        { at: 10, observe: [{ name: "alpha-rtu-09" }] },
        { at: 20, rename: ["alpha-rtu-09", "alpha-rtu-10"] },
        { at: 40, observe: [{ name: "alpha-rtu-10" }] },
      ],
      41,
      [
        "alpha-rtu-09 [ca_new_0] 2026-01-01..2026-02-05: closed on time (2026-01-11)",
        "alpha-rtu-10 [ca_new_0] 2026-01-11..2026-02-15: closed on time (2026-02-10)",
        "alpha-rtu-10 [ca_new_0] 2026-02-10..2026-03-17: due",
      ],
    ],
    [
      "named anew by a collector's record with the same id",
      [
        { at: 0, observe: [{ name: "rtu-a", asset_id: "ca_7" }] },
        { at: 10, observe: [{ name: "rtu-b", asset_id: "ca_7" }] },
      ],
      11,
      [
        "rtu-a [ca_7] 2026-01-01..2026-02-05: closed on time (2026-01-01)",
        "rtu-b [ca_7] 2026-01-01..2026-02-05: closed on time (2026-01-11)",
        "rtu-b [ca_7] 2026-01-11..2026-02-15: due",
      ],
    ],
    [
      "known by system and name until a record gives its id: the same asset",
      [
        { at: 0, observe: [{ name: "rtu-a" }] },
        { at: 10, observe: [{ name: "rtu-a", asset_id: "ca_7" }] },
      ],
      11,
      [
        "rtu-a [no id] 2026-01-01..2026-02-05: closed on time (2026-01-01)",
        "rtu-a [ca_7] 2026-01-01..2026-02-05: closed on time (2026-01-11)",
        "rtu-a [ca_7] 2026-01-11..2026-02-15: due",
      ],
    ],
    [
      "named without its id again once a record gave it: still the same asset",
      [
        { at: 0, observe: [{ name: "rtu-a" }] },
        { at: 10, observe: [{ name: "rtu-a", asset_id: "ca_7" }] },
        { at: 20, observe: [{ name: "rtu-a" }] },
      ],
      21,
      [
        "rtu-a [no id] 2026-01-01..2026-02-05: closed on time (2026-01-01)",
        "rtu-a [ca_7] 2026-01-01..2026-02-05: closed on time (2026-01-11)",
        "rtu-a [ca_7] 2026-01-11..2026-02-15: closed on time (2026-01-21)",
        "rtu-a [ca_7] 2026-01-21..2026-02-25: due",
      ],
    ],
    [
      "never given an id: a new name is a new asset",
      [
        { at: 0, observe: [{ name: "rtu-a" }] },
        { at: 10, observe: [{ name: "rtu-b" }] },
      ],
      11,
      [
        "rtu-a [no id] 2026-01-01..2026-02-05: closed on time (2026-01-01)",
        "rtu-b [no id] 2026-01-11..2026-02-15: closed on time (2026-01-11)",
        "rtu-a [no id] 2026-01-01..2026-02-05: due",
        "rtu-b [no id] 2026-01-11..2026-02-15: due",
      ],
    ],
    [
      "created under the name of an asset never given an id: a new asset",
      [
        { at: 0, observe: [{ name: "alpha-rtu-09" }] },
        { at: 10, commission: true },
      ],
      11,
      [
        "alpha-rtu-09 [no id] 2026-01-01..2026-02-05: closed on time (2026-01-01)",
        "alpha-rtu-09 [no id] 2026-01-01..2026-02-05: due",
        "alpha-rtu-09 [ca_new_0] 2026-01-11..2026-02-15: no configuration monitoring recorded",
      ],
    ],
    [
      "created under such a name, then observed by it: the created asset, the other still followed",
      [
        { at: 0, observe: [{ name: "alpha-rtu-09" }] },
        { at: 10, commission: true },
        { at: 20, observe: [{ name: "alpha-rtu-09" }] },
      ],
      21,
      [
        "alpha-rtu-09 [no id] 2026-01-01..2026-02-05: closed on time (2026-01-01)",
        "alpha-rtu-09 [ca_new_0] 2026-01-11..2026-02-15: closed on time (2026-01-21)",
        "alpha-rtu-09 [no id] 2026-01-01..2026-02-05: due",
        "alpha-rtu-09 [ca_new_0] 2026-01-21..2026-02-25: due",
      ],
    ],
    [
      "given its id first by a collector's record, then named without it: no record gave the name that id, another asset",
      [
        { at: 0, observe: [{ name: "rtu-a", asset_id: "ca_7" }] },
        { at: 10, observe: [{ name: "rtu-a" }] },
      ],
      11,
      [
        "rtu-a [ca_7] 2026-01-01..2026-02-05: closed on time (2026-01-01)",
        "rtu-a [no id] 2026-01-11..2026-02-15: closed on time (2026-01-11)",
        "rtu-a [ca_7] 2026-01-01..2026-02-05: due",
        "rtu-a [no id] 2026-01-11..2026-02-15: due",
      ],
    ],
    [
      "renamed by a change, then named by its old name alone: the id the rename gave it",
      [
        { at: 0, observe: [{ name: "rtu-a" }] },
        { at: 10, rename: ["rtu-a", "rtu-b"] },
        { at: 20, observe: [{ name: "rtu-a" }] },
      ],
      21,
      [
        "rtu-a [no id] 2026-01-01..2026-02-05: closed on time (2026-01-01)",
        "rtu-a [ca_new_0] 2026-01-11..2026-02-15: closed on time (2026-01-21)",
        "rtu-a [no id] 2026-01-01..2026-02-05: due",
        "rtu-a [ca_new_0] 2026-01-21..2026-02-25: due",
      ],
    ],
    [
      "a rename the service refused: the new name is not the asset's",
      [
        { at: 0, commission: true },
        { at: 10, rename: ["alpha-rtu-09", "alpha-rtu-10"], failed: true },
        { at: 20, observe: [{ name: "alpha-rtu-10" }, { name: "alpha-rtu-09" }] },
      ],
      21,
      [
        "alpha-rtu-10 [no id] 2026-01-21..2026-02-25: closed on time (2026-01-21)",
        "alpha-rtu-09 [ca_new_0] 2026-01-01..2026-02-05: closed on time (2026-01-21)",
        "alpha-rtu-09 [ca_new_0] 2026-01-21..2026-02-25: due",
        "alpha-rtu-10 [no id] 2026-01-21..2026-02-25: due",
      ],
    ],
    [
      "created again under a name with an id, the service not saying the new id: a new asset",
      [
        { at: 0, observe: [{ name: "alpha-rtu-09", asset_id: "ca_7" }] },
        { at: 10, commission: true, withoutId: true },
        { at: 20, observe: [{ name: "alpha-rtu-09" }] },
      ],
      21,
      [
        "alpha-rtu-09 [ca_7] 2026-01-01..2026-02-05: closed on time (2026-01-01)",
        "alpha-rtu-09 [no id] 2026-01-11..2026-02-15: closed on time (2026-01-21)",
        "alpha-rtu-09 [ca_7] 2026-01-01..2026-02-05: due",
        "alpha-rtu-09 [no id] 2026-01-21..2026-02-25: due",
      ],
    ],
  ])("%s", (_, steps, asOf, expected) => {
    expect(intervals(steps, asOf)).toEqual(expected);
  });

  it("knows an asset in service by the id a change record's baseline of it gave its name", () => {
    const records = r21Records([
      { at: 0, commission: true },
      { at: 10, observe: [{ name: "rtu-b" }] },
    ]);
    const commissioned = records[0]!.record;
    if (commissioned.kind !== "change") throw new Error("not a change");
    commissioned.change.baselines = [
      {
        asset: "rtu-b",
        asset_id: "ca_7",
        asset_type: "hardware",
        cyber_system: SYSTEM,
        cyber_system_id: "cs_alpha",
        digest: "sha256:0",
        impact: "high",
      },
    ];
    const found = judgeR21(records, options(11)).intervals.map(
      (i) => `${i.asset} [${i.asset_id ?? "no id"}] ${i.opened_on}: ${i.status}`,
    );
    expect(found).toEqual([
      "rtu-b [ca_7] 2026-01-01: closed on time",
      "alpha-rtu-09 [ca_new_0] 2026-01-01: no configuration monitoring recorded",
      "rtu-b [ca_7] 2026-01-11: due",
    ]);
  });

  it("names the asset's id in the obligation, or says it has none", () => {
    const steps: R21Step[] = [
      { at: 0, commission: true },
      { at: 5, observe: [{ name: "rtu-a" }] },
    ];
    const subjects = computeObligations(r21Records(steps), day(6), DEFAULT_CALENDAR)
      .filter((o) => o.kind === "CIP-010 R2.1")
      .map((o) => [o.subject, subjectText(o)]);
    expect(subjects).toEqual([
      [
        { cyber_system: SYSTEM, asset: "alpha-rtu-09", asset_id: CREATED },
        `alpha-rtu-09 in ${SYSTEM}`,
      ],
      [
        { cyber_system: SYSTEM, asset: "rtu-a", keyed_by: "cyber_system and name" },
        `rtu-a in ${SYSTEM} (no asset id)`,
      ],
      [
        { cyber_system: SYSTEM, asset: "rtu-a", keyed_by: "cyber_system and name" },
        `rtu-a in ${SYSTEM} (no asset id)`,
      ],
    ]);
  });
});

describe("an investigation finds its exception by the asset's id", () => {
  /**
   * Commissioned, a port changed (record #2), renamed, then a reviewed note of its investigation
   * (/cip-010-investigated), naming the asset by a name. The
   * exception names the asset as the record that detected it did.
   */
  const detectedThenRenamed: R21Step[] = [
    { at: 0, commission: true },
    { at: 10, observe: [{ name: "alpha-rtu-09", changed: "ports" }] },
    { at: 15, rename: ["alpha-rtu-09", "alpha-rtu-10"] },
  ];

  it.each<[string, Partial<InvestigationNote>, string[]]>([
    [
      "by its new name, as the inventory names it now",
      { asset: "alpha-rtu-10" },
      ["alpha-rtu-09 [ca_new_0] ports: investigated by #4 (INC-7)"],
    ],
    [
      "by its old name, which the change records gave the same id",
      { asset: "alpha-rtu-09" },
      ["alpha-rtu-09 [ca_new_0] ports: investigated by #4 (INC-7)"],
    ],
    [
      "by a name no record gave an id, another asset's: still open",
      { asset: "alpha-rtu-77" },
      ["alpha-rtu-09 [ca_new_0] ports: open"],
    ],
    [
      "by another asset's name: still open",
      { asset: "alpha-hmi-02" },
      ["alpha-rtu-09 [ca_new_0] ports: open"],
    ],
  ])("%s", (_, investigation, expected) => {
    const steps: R21Step[] = [...detectedThenRenamed, { at: 20, investigated: [investigation] }];
    const { exceptions } = judgeR21(r21Records(steps), options(21));
    expect(
      exceptions.map(
        (e) =>
          `${e.asset} [${e.asset_id ?? "no id"}] ${e.item}: ${e.investigated_by === null ? e.status : `${e.status} by #${e.investigated_by.sequence} (${e.investigated_by.reference})`}`,
      ),
    ).toEqual(expected);
  });
});

describe("an investigation finds the exception of an asset first known by name", () => {
  function exceptions(steps: readonly R21Step[]): string[] {
    return judgeR21(r21Records(steps), options(21)).exceptions.map(
      (e) =>
        `${e.asset} [${e.asset_id ?? "no id"}] ${e.item}: ${e.investigated_by === null ? e.status : `${e.status} by #${e.investigated_by.sequence} (${e.investigated_by.reference})`}`,
    );
  }

  it.each<[string, R21Step[], string[]]>([
    [
      "detected while known by name, then given its id by a collector: a note naming it closes it",
      [
        { at: 0, observe: [{ name: "rtu-a", changed: "ports" }] },
        { at: 10, observe: [{ name: "rtu-a", asset_id: "ca_7" }] },
        { at: 20, investigated: [{ asset: "rtu-a", detected_in: 1 }] },
      ],
      ["rtu-a [no id] ports: investigated by #3 (INC-7)"],
    ],
    [
      "given its id by a collector only (no change record gave the name it): found by its name",
      [
        { at: 0, observe: [{ name: "rtu-a", asset_id: "ca_7", changed: "ports" }] },
        { at: 10, investigated: [{ asset: "RTU-A", detected_in: 1 }] },
      ],
      ["rtu-a [ca_7] ports: investigated by #2 (INC-7)"],
    ],
  ])("%s", (_, steps, expected) => {
    expect(exceptions(steps)).toEqual(expected);
  });

  it("not by the name it had when detected, once a change gave that name another asset's id", () => {
    const records = r21Records([
      { at: 0, commission: true },
      { at: 10, observe: [{ name: "alpha-rtu-09", changed: "ports" }] },
      { at: 12, rename: ["alpha-rtu-09", "alpha-rtu-10"] },
      // Another asset renamed to the name the detected one had.
      { at: 14, rename: ["alpha-rtu-08", "alpha-rtu-09"] },
      { at: 20, investigated: [{ asset: "alpha-rtu-09" }] },
    ]);
    const other = records[3]!.record;
    if (other.kind !== "change") throw new Error("not a change");
    other.change.change_record!.operations[0]!.asset_id = "ca_other";
    const [exception] = judgeR21(records, options(21)).exceptions;
    expect(exception).toMatchObject({ asset: "alpha-rtu-09", status: "open" });
  });
});
