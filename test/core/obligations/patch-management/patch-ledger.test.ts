// CIP-007 R2 judged from the ledger itself: the merge records carry the baselines' patched items
// and the patch files (core/evidence/records/in-force/reviewed-files-record.ts), and the obligations pass
// (computeObligations) reads them through patch-merges.ts. Each case asserts the exact outcome.
import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import type {
  EvidenceDraft,
  RecordedCalendar,
} from "../../../../src/core/evidence/records/evidence-record.ts";
import { requirementRow } from "../../../../src/core/inventory/baselines/requirements.ts";
import {
  computeObligations,
  countStatuses,
  kindText,
  type Obligation,
  recordedCalendar,
} from "../../../../src/core/obligations/obligations.ts";
import { obligationNotices } from "../../../../src/core/obligations/obligation-notices.ts";
import { obligationsCsvChunks } from "../../../../src/render/evidence/obligations.ts";
import { DEFAULT_CALENDAR } from "../../../../src/core/shared/calendar.ts";
import { breakGlassDraft, chainOf, changeDraft, day } from "../../../support/evidence-records.ts";
import { hashed, patchMerge as merge } from "../../../support/obligation-ledgers.ts";

const SOURCES = `version: 1
sources:
  - id: sel-advisories
    name: SEL security notifications
    covers:
      - { os_firmware: "SEL-3555 firmware" }
      - { software: "acSELerator RTAC" }
`;
const EVALUATION = `version: 1
source: sel-advisories
releases_since: 2026-01-01
patches:
  - id: SEL-2026-004
    released: 2026-01-10
    item: { software: "acSELerator RTAC" }
    applicable: true
`;
const EVALUATION_FILE = "patch-evaluations/sel-advisories/2026-01.yaml";
const PLAN = `version: 1
id: MP-2026-01
patches: [SEL-2026-004]
actions:
  - block TCP 443 to the RTAC until the patch is applied
timeframe: { by: 2026-04-30 }
`;

/** The CIP-007 R2 obligations as of `asOf`, by part then the record that opened them. */
function r2(entries: { draft: EvidenceDraft; at: Date }[], asOf = "2026-06-30"): Obligation[] {
  return computeObligations(hashed(chainOf(entries)), asOf, DEFAULT_CALENDAR)
    .filter((o) => o.kind.startsWith("CIP-007"))
    .sort((a, b) => a.kind.localeCompare(b.kind) || a.opened_by.sequence - b.opened_by.sequence);
}

const summary = (o: Obligation) => ({
  kind: o.kind,
  status: o.status,
  due: o.due,
  opened: o.opened_by.sequence,
  closed: o.closed_by?.sequence,
});

describe("CIP-007 R2 from the ledger's records", () => {
  it("judges each part from what the merges carry: no source, a source, an evaluation, a patch applied", () => {
    const found = r2([
      { draft: merge(1, []), at: day(0) },
      { draft: merge(2, [], { "cip-patch-sources.yaml": SOURCES }), at: day(2) },
      { draft: merge(3, [], { [EVALUATION_FILE]: EVALUATION }), at: day(20) },
      { draft: merge(4, ["SEL-2026-004"]), at: day(30) },
    ]);
    expect(found.map(summary)).toEqual([
      // R2.1: both items of the first merge, closed by the sources file of the second.
      { kind: "CIP-007 R2.1", status: "closed", due: null, opened: 1, closed: 2 },
      { kind: "CIP-007 R2.1", status: "closed", due: null, opened: 1, closed: 2 },
      // R2.2: the source identified on 2026-01-03, evaluated on 2026-01-21; the next interval open.
      { kind: "CIP-007 R2.2", status: "closed", due: "2026-02-07", opened: 2, closed: 3 },
      { kind: "CIP-007 R2.2", status: "overdue", due: "2026-02-25", opened: 3, closed: undefined },
      // R2.3: SEL-2026-004 applicable on the RTAC, applied by the baseline change of 2026-01-31.
      { kind: "CIP-007 R2.3", status: "closed", due: "2026-02-25", opened: 3, closed: 4 },
    ]);
  });

  it("a merge carrying an evaluation again, unchanged, is no new evaluation", () => {
    const entries = [
      { draft: merge(1, [], { "cip-patch-sources.yaml": SOURCES }), at: day(0) },
      { draft: merge(2, [], { [EVALUATION_FILE]: EVALUATION }), at: day(10) },
      // Compared with nothing (the commit in force unread): every file carried again.
      {
        draft: merge(3, [], { "cip-patch-sources.yaml": SOURCES, [EVALUATION_FILE]: EVALUATION }),
        at: day(40),
      },
    ];
    const intervals = r2(entries).filter((o) => o.kind === "CIP-007 R2.2");
    expect(intervals.map(summary)).toEqual([
      expect.objectContaining({ status: "closed", opened: 1, closed: 2 }),
      expect.objectContaining({
        status: "overdue",
        due: "2026-02-15",
        opened: 2,
        closed: undefined,
      }),
    ]);
  });

  it("a refused record's evaluation and plan close nothing and never take force", () => {
    const refused = breakGlassDraft(
      merge(3, [], { [EVALUATION_FILE]: EVALUATION }) as ReturnType<typeof changeDraft>,
    );
    const found = r2([
      { draft: merge(1, [], { "cip-patch-sources.yaml": SOURCES }), at: day(0) },
      { draft: refused, at: day(10) },
      // The same file merged by a reviewed change later: new then, dated by that record.
      { draft: merge(4, [], { [EVALUATION_FILE]: EVALUATION }), at: day(50) },
    ]);
    const first = found.find((o) => o.kind === "CIP-007 R2.2" && o.opened_by.sequence === 1);
    expect(first).toMatchObject({ status: "closed-late", due: "2026-02-05" });
    expect(first?.closed_by?.sequence).toBe(3);
    expect(first?.not_closed_by?.map((entry) => entry.record.sequence)).toEqual([2]);
  });

  it("an applicable patch put in a mitigation plan is closed by the plan's merge", () => {
    const found = r2([
      { draft: merge(1, [], { "cip-patch-sources.yaml": SOURCES }), at: day(0) },
      { draft: merge(2, [], { [EVALUATION_FILE]: EVALUATION }), at: day(10) },
      { draft: merge(3, [], { "patch-plans/MP-2026-01.yaml": PLAN }), at: day(20) },
    ]);
    expect(found.find((o) => o.kind === "CIP-007 R2.3")).toMatchObject({
      status: "closed",
      closed_by: expect.objectContaining({ sequence: 3 }),
    });
    // As of 2026-06-30 with no implementation record: its timeframe has passed.
    expect(found.find((o) => o.kind === "CIP-007 R2.4")).toMatchObject({
      status: "overdue",
      due: "2026-04-30",
    });
  });

  it("a sources file the parser refuses puts no source in force (fail closed)", () => {
    const found = r2([
      {
        draft: merge(1, [], { "cip-patch-sources.yaml": "version: 1\nsources: nope\n" }),
        at: day(0),
      },
    ]);
    expect(found.filter((o) => o.kind === "CIP-007 R2.1").map((o) => o.status)).toEqual([
      "exception",
      "exception",
    ]);
    expect(found.some((o) => o.kind === "CIP-007 R2.2")).toBe(false);
  });

  it("a software record's baseline is no Cyber Asset's: R2 opens nothing for it, as CIP-010 R1 does not", () => {
    const draft = merge(1, []);
    if (draft.kind === "change")
      draft.change.baselines = draft.change.baselines!.map((b) => ({
        ...b,
        asset_type: "software",
      }));
    expect(r2([{ draft, at: day(0) }])).toEqual([]);
  });

  it("a file whose stated SHA-256 is not its text's puts nothing in force", () => {
    const edited = merge(1, [], { "cip-patch-sources.yaml": SOURCES });
    if (edited.kind === "change")
      edited.change.patch_files!.files[0]!.text = SOURCES.replace("sel-advisories", "other");
    const found = r2([{ draft: edited, at: day(0) }]);
    expect(found.filter((o) => o.kind === "CIP-007 R2.1").map((o) => o.status)).toEqual([
      "exception",
      "exception",
    ]);
    expect(found.some((o) => o.kind === "CIP-007 R2.2")).toBe(false);
  });
});

describe("CIP-007 R2 obligations in the CSV listing", () => {
  it("name what each is about in the subject column: the item, the patch source, the plan", () => {
    const found = r2([
      { draft: merge(1, [], { "cip-patch-sources.yaml": SOURCES }), at: day(0) },
      { draft: merge(2, [], { "patch-plans/MP-2026-01.yaml": PLAN }), at: day(5) },
    ]);
    const counts = countStatuses(found);
    const text = [
      ...obligationsCsvChunks({ at: "2026-06-30", calendar: "UTC", obligations: found, counts }),
    ].join("");
    const rows: Record<string, string>[] = parse(text, { columns: true });
    const subjects = rows.map((row) => row.subject);
    expect(subjects).toEqual([
      'os_firmware "SEL-3555 firmware" of alpha-rtu-09 in Alpha Protection (cs_alpha)',
      'software "acSELerator RTAC" of alpha-rtu-09 in Alpha Protection (cs_alpha)',
      "patch source sel-advisories",
      "mitigation plan MP-2026-01",
    ]);
  });
});

describe("the version of CIP-007 in force on each day (the policy's standards:, kept by each merge)", () => {
  const SEVEN = [{ version: "CIP-007-7.1", from: "2026-01-21" }];
  const CHICAGO_SEVEN = recordedCalendar("America/Chicago", { standardVersions: SEVEN });
  const SECOND_FILE = "patch-evaluations/sel-advisories/2026-01b.yaml";
  const SECOND = EVALUATION.replace("2026-01-01", "2026-01-10").replace("004", "005");
  const kept = (draft: EvidenceDraft, calendar?: RecordedCalendar): EvidenceDraft => {
    if (draft.kind === "change" && calendar !== undefined) draft.change.calendar = calendar;
    return draft;
  };
  const versions = (found: Obligation[]) =>
    found.map((o) => `${kindText(o)} #${o.opened_by.sequence}`);
  const MINUTE = 60_000;

  it("opened the day before, in the policy's time zone: CIP-007-6; the day of: CIP-007-7.1", () => {
    const found = r2([
      {
        draft: kept(merge(1, [], { "cip-patch-sources.yaml": SOURCES }), CHICAGO_SEVEN),
        at: day(0),
      },
      // 2026-01-21T05:59Z: already the 21st in UTC, still the 20th in Chicago.
      {
        draft: kept(merge(2, [], { [EVALUATION_FILE]: EVALUATION }), CHICAGO_SEVEN),
        at: new Date(day(20).getTime() - MINUTE),
      },
      // 2026-01-21T06:00Z: midnight in Chicago, the first day of CIP-007-7.
      { draft: kept(merge(3, [], { [SECOND_FILE]: SECOND }), CHICAGO_SEVEN), at: day(20) },
    ]);
    expect(versions(found)).toEqual([
      "CIP-007 R2.1 #1",
      "CIP-007 R2.1 #1",
      "CIP-007 R2.2 #1",
      "CIP-007 R2.2 #2",
      "CIP-007-7.1 R2.2 #3",
      "CIP-007 R2.3 #2",
      "CIP-007-7.1 R2.3 #3",
    ]);
    // What changed, in the tool's words, from the row: an obligation opened before keeps its version.
    expect(
      found.find((o) => o.opened_by.sequence === 3 && o.kind === "CIP-007 R2.3")?.version,
    ).toEqual({
      standard: "CIP-007-7.1",
      changes: requirementRow("CIP-007 R2.3").laterVersions?.[0]?.changes,
    });
    expect(found.filter((o) => o.opened_by.sequence < 3).some((o) => "version" in o)).toBe(false);
  });

  it("judges merges that kept CIP-007-7, the name before CIP-007-7.1, by CIP-007-7.1", () => {
    const FORMER = recordedCalendar("America/Chicago", {
      standardVersions: [{ version: "CIP-007-7", from: "2026-01-21" }],
    });
    const found = r2([
      { draft: kept(merge(1, [], { "cip-patch-sources.yaml": SOURCES }), FORMER), at: day(0) },
      { draft: kept(merge(2, [], { [SECOND_FILE]: SECOND }), FORMER), at: day(20) },
    ]);
    expect(versions(found).filter((text) => text.endsWith("#2"))).toEqual([
      "CIP-007-7.1 R2.2 #2",
      "CIP-007-7.1 R2.3 #2",
    ]);
  });

  it("is named the same way in the CSV listing and in a notification", () => {
    const found = r2(
      [
        {
          draft: kept(merge(1, [], { "cip-patch-sources.yaml": SOURCES }), CHICAGO_SEVEN),
          at: day(0),
        },
        { draft: kept(merge(2, [], { [SECOND_FILE]: SECOND }), CHICAGO_SEVEN), at: day(20) },
      ],
      "2026-04-01",
    );
    const csv: Record<string, string>[] = parse(
      [
        ...obligationsCsvChunks({
          at: "2026-04-01",
          calendar: "UTC",
          obligations: found,
          counts: countStatuses(found),
        }),
      ].join(""),
      { columns: true },
    );
    expect(csv.map((row) => `${row.kind} #${row.opened_by_sequence}`).sort()).toEqual(
      versions(found).sort(),
    );
    const [notice] = obligationNotices(found, []).filter((n) => n.title.includes("overdue"));
    expect(notice?.detail).toContain("CIP-007-7.1 R2.2 patch source sel-advisories");
  });

  it("a refused merge's versions never take force; a merge that keeps none judges by the rows' own", () => {
    const refused = breakGlassDraft(merge(2, []) as ReturnType<typeof changeDraft>);
    const found = r2([
      {
        draft: kept(
          merge(1, [], { "cip-patch-sources.yaml": SOURCES }),
          recordedCalendar("UTC", {}),
        ),
        at: day(0),
      },
      {
        draft: kept(
          refused,
          recordedCalendar("UTC", {
            standardVersions: [{ version: "CIP-007-7.1", from: "2026-01-01" }],
          }),
        ),
        at: day(5),
      },
      // Accepted, keeping no calendar (as older records): what the last accepted merge kept holds.
      { draft: merge(3, [], { [EVALUATION_FILE]: EVALUATION }), at: day(20) },
    ]);
    expect(found.filter((o) => o.opened_by.sequence === 3).map(kindText)).toEqual([
      "CIP-007 R2.2",
      "CIP-007 R2.3",
    ]);
  });

  it("a later accepted merge without standards: takes CIP-007-7.1 back out of force", () => {
    const found = r2([
      {
        draft: kept(merge(1, [], { "cip-patch-sources.yaml": SOURCES }), CHICAGO_SEVEN),
        at: day(0),
      },
      { draft: kept(merge(2, []), recordedCalendar("America/Chicago", {})), at: day(10) },
      { draft: merge(3, [], { [EVALUATION_FILE]: EVALUATION }), at: day(20) },
    ]);
    expect(found.filter((o) => o.opened_by.sequence === 3).map(kindText)).toEqual([
      "CIP-007 R2.2",
      "CIP-007 R2.3",
    ]);
  });
});

describe("an unchanged item across the merge that creates its asset and the next (issue 69)", () => {
  /** merge() whose baseline names the live asset's id, as every record after its create does. */
  const withId = (draft: EvidenceDraft, id: string | undefined): EvidenceDraft => {
    if (id !== undefined && draft.kind === "change")
      draft.change.baselines = draft.change.baselines!.map((b) => ({ ...b, asset_id: id }));
    return draft;
  };
  // The asset's id in each of the three merges: the creating merge's record has none yet.
  it.each<[string, (string | undefined)[]]>([
    ["created, then known by its id", [undefined, "ca_9", "ca_9"]],
    ["known by its id throughout", ["ca_9", "ca_9", "ca_9"]],
    ["never given an id", [undefined, undefined, undefined]],
  ])("%s: one identification and one R2.3 obligation, no exception", (_case, ids) => {
    const found = r2([
      {
        draft: withId(
          merge(1, [], { "cip-patch-sources.yaml": SOURCES, [EVALUATION_FILE]: EVALUATION }),
          ids[0],
        ),
        at: day(0),
      },
      // Only a patch the asset's items do not hold is added: no item changes.
      { draft: withId(merge(2, ["KB-1"]), ids[1]), at: day(10) },
      { draft: withId(merge(3, ["KB-1", "SEL-2026-004"]), ids[2]), at: day(20) },
    ]);
    expect(found.filter((o) => o.kind !== "CIP-007 R2.2").map(summary)).toEqual([
      { kind: "CIP-007 R2.1", status: "closed", due: null, opened: 1, closed: 1 },
      { kind: "CIP-007 R2.1", status: "closed", due: null, opened: 1, closed: 1 },
      { kind: "CIP-007 R2.3", status: "closed", due: "2026-02-05", opened: 1, closed: 3 },
    ]);
    expect(found.filter((o) => o.status === "exception")).toEqual([]);
  });
});
