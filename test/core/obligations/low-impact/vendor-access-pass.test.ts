// CIP-003-9 Attachment 1 Section 6 over a ledger, in a table, in a zone behind UTC (America/Chicago),
// per vendor path: an accepted merge putting in force a site file that allows vendor remote access
// with a part of 6.1, 6.2 and 6.3 and a path no method of that part reaches (none named, or each
// narrowed by its paths: to other paths) opens an obligation for that part and path, due that day
// (the day in the policy's zone); a later accepted merge closes it when its file has a method of
// the part reach the path, drops the path, allows no vendor remote access, or is removed (closed
// late after that day), and opens the gaps it brings; a refused merge or a break-glass apply
// closes nothing and is listed in not_closed_by beside the gaps it would have closed. An accepted
// merge whose inventory rates no system at the file's sites low (issue 96, item 6: the site leaves
// scope) closes its gaps as out of scope; a refused one closes nothing. And the checkpoint, resumed
// after every record, judges as one pass over them all.
import { describe, expect, it } from "vitest";
import type { HashedRecord } from "../../../../src/core/evidence/records/evidence-record.ts";
import { ObligationsPass } from "../../../../src/core/obligations/obligations.ts";
import type { Obligation } from "../../../../src/core/obligations/obligation-model.ts";
import type { CalendarSettings } from "../../../../src/core/shared/calendar.ts";
import { sha256Hex } from "../../../../src/core/shared/sha256.ts";
import {
  breakGlassDraft,
  type ChangeDraft,
  chainOf,
  changeDraft,
  monitoringDraft,
} from "../../../support/evidence-records.ts";
import { hashed } from "../../../support/obligation-ledgers.ts";

const CHICAGO: CalendarSettings = {
  timeZone: "America/Chicago",
  dueSoonDays: 10,
  monthEnd: "roll-over",
};
const PATH = "low-impact/substation-12.yaml";
const KIND = "CIP-003 R2 Section 6";

const SITE = [
  "version: 1",
  "id: substation-12",
  "sites: [Substation 12]",
  "physical_access: { controls: [card key], access_control_assets: [fw-sub12] }",
  "dial_up: none",
  "transient_cyber_assets: { plan: plans/tca-plan.md, managed: [] }",
];
const ROUTABLE = (paths: string) =>
  `electronic_access: { routable: true, devices: [fw-sub12], rule_set: { file: firewall/sub12.rules }, vendor_paths: [${paths}] }`;
const VENDOR_PATH = "paths: [{ id: oem-vpn, kind: vpn, device: fw-sub12 }]";
const TWO_PATHS =
  "paths: [{ id: oem-vpn, kind: vpn, device: fw-sub12 }, { id: jump-1, kind: jump host, device: fw-sub12 }]";
const PLAIN = "determine: [ticket], disable: [account disabled]";

/** The site files by what they say of Section 6. */
const TEXTS = {
  /** Allows vendor remote access with a method for 6.1 only. */
  gap: [
    ...SITE,
    ROUTABLE("oem-vpn"),
    `vendor_remote_access: { ${VENDOR_PATH}, determine: [ticket] }`,
  ],
  /** Allows it with methods for 6.1 and 6.2. */
  noDetect: [...SITE, ROUTABLE("oem-vpn"), `vendor_remote_access: { ${VENDOR_PATH}, ${PLAIN} }`],
  /** Allows it with all three parts' methods. */
  methods: [
    ...SITE,
    ROUTABLE("oem-vpn"),
    `vendor_remote_access: { ${VENDOR_PATH}, determine: [ticket], disable: [account disabled], detect: [IDS] }`,
  ],
  /** Two paths, every method reaching both. */
  twoPaths: [
    ...SITE,
    ROUTABLE("oem-vpn, jump-1"),
    `vendor_remote_access: { ${TWO_PATHS}, ${PLAIN}, detect: [IDS] }`,
  ],
  /** Two paths, the 6.3 method narrowed to oem-vpn: jump-1 without one. */
  narrowed: [
    ...SITE,
    ROUTABLE("oem-vpn, jump-1"),
    `vendor_remote_access: { ${TWO_PATHS}, ${PLAIN}, detect: [{ method: IDS, paths: [oem-vpn] }] }`,
  ],
  /** Two paths, the 6.3 method narrowed to jump-1 instead: oem-vpn without one. */
  narrowedOther: [
    ...SITE,
    ROUTABLE("oem-vpn, jump-1"),
    `vendor_remote_access: { ${TWO_PATHS}, ${PLAIN}, detect: [{ method: jump host log review, paths: [jump-1] }] }`,
  ],
  /** Allows none. */
  none: [...SITE, ROUTABLE(""), "vendor_remote_access: none"],
};

type Step =
  | {
      merge: keyof typeof TEXTS | "removed";
      at: string;
      as?: "refused" | "break-glass";
      /** The inventory the merge records rates Substation 12's one system so too. */
      rate?: "low" | "medium";
    }
  | { rate: "low" | "medium"; at: string; as?: "refused" }
  | { drift: string };

/** A merge whose inventory rates Substation 12's one system `rate`, keeping its site. */
function ratingOf(step: { rate: "low" | "medium"; as?: string }, run: number): ChangeDraft {
  const draft = changeDraft("grid-east", run, step.as === "refused" ? "not-approved" : "applied");
  return withRating(draft, step.rate);
}

/** `draft`, its inventory rating Substation 12's one system `rate`, keeping its site. */
function withRating(draft: ChangeDraft, rate: "low" | "medium"): ChangeDraft {
  const system = { name: "Station Automation", impact: rate, owners: null };
  Object.assign(draft.change, {
    governance: {
      policy: null,
      senior_manager: null,
      systems: [{ ...system, site: { kind: "facility", name: "Substation 12" } }],
      source_commands: null,
    },
  });
  return draft;
}

/** A merge of grid-east carrying the site file as `text` says (or removing it), as `as` says. */
function mergeOf(step: Extract<Step, { merge: unknown }>, run: number): ChangeDraft {
  const draft = changeDraft("grid-east", run, step.as === "refused" ? "not-approved" : "applied");
  const text = step.merge === "removed" ? undefined : `${TEXTS[step.merge].join("\n")}\n`;
  Object.assign(draft.change, {
    low_impact_files: {
      compared_with: "the commit in force",
      files: text === undefined ? [] : [{ file: PATH, sha256: `sha256:${sha256Hex(text)}`, text }],
      ...(text === undefined ? { removed: [PATH] } : {}),
    },
  });
  const rated = step.rate === undefined ? draft : withRating(draft, step.rate);
  return step.as === "break-glass" ? breakGlassDraft(rated) : rated;
}

function ledgerOf(steps: readonly Step[]): HashedRecord[] {
  return hashed(
    chainOf(
      steps.map((step, index) =>
        "drift" in step
          ? { draft: monitoringDraft("grid-east", index + 1, true), at: new Date(step.drift) }
          : !("merge" in step)
            ? { draft: ratingOf(step, index + 1), at: new Date(step.at) }
            : { draft: mergeOf(step, index + 1), at: new Date(step.at) },
      ),
    ),
  );
}

const AS_OF = new Date("2026-06-01T12:00:00Z");

function passOver(records: readonly HashedRecord[]): ObligationsPass {
  const pass = new ObligationsPass(AS_OF, CHICAGO);
  for (const entry of records) pass.add(entry);
  return pass;
}

/** Section 6's obligations: opened by, status, due, closed by, and what did not close them. */
const sectionSix = (obligations: readonly Obligation[]) =>
  obligations
    .filter((o) => o.kind === KIND)
    .map((o) => ({
      opened: o.opened_by.sequence,
      status: o.status,
      due: o.due,
      closed: o.closed_by?.sequence,
      notClosedBy: o.not_closed_by?.map(({ record, why }) => [record.sequence, why]),
      subject: o.subject.governance,
      reason: o.reason,
    }));

// 03:00 UTC is the evening before in Chicago: the due day is Chicago's, not UTC's.
const GAP_EVENING = { merge: "gap", at: "2026-03-10T03:00:00Z" } as const;
const NARROWED_EVENING = { merge: "narrowed", at: "2026-03-10T03:00:00Z" } as const;

type Row = ReturnType<typeof sectionSix>[number];

/**
 * The obligation of `part` and `vendorPath` (the site file's one), opened by the first record on
 * 9 March in Chicago unless `row` says otherwise: each part and path is a gap of its own.
 */
function gap(part: string, vendorPath: string, row: Partial<Row>): Row {
  return {
    opened: 1,
    status: "overdue",
    due: "2026-03-09",
    closed: undefined,
    notClosedBy: undefined,
    subject: `site file ${PATH} (Substation 12): Section ${part} for vendor path ${vendorPath}`,
    reason: `vendor electronic remote access allowed by vendor path "${vendorPath}" without a ${part} method reaching it`,
    ...row,
  };
}

const REFUSED = "a merge the gate refused (outcome not-approved)";
const BREAK_GLASS = "a break-glass apply (cip-sync apply --record): no review";

describe("CIP-003-9 Section 6 from the site files accepted merges put in force, per vendor path", () => {
  it.each<[string, Step[], Row[]]>([
    [
      "a gap of 6.2 and 6.3, then its methods the same Chicago day: each part's gap closed",
      [GAP_EVENING, { merge: "methods", at: "2026-03-10T04:30:00Z" }],
      [
        gap("6.2", "oem-vpn", { status: "closed", closed: 2 }),
        gap("6.3", "oem-vpn", { status: "closed", closed: 2 }),
      ],
    ],
    [
      "a gap, then its methods the next Chicago day: closed late",
      [GAP_EVENING, { merge: "methods", at: "2026-03-10T07:00:00Z" }],
      [
        gap("6.2", "oem-vpn", { status: "closed-late", closed: 2 }),
        gap("6.3", "oem-vpn", { status: "closed-late", closed: 2 }),
      ],
    ],
    [
      "a gap, then no vendor remote access: closed late",
      [GAP_EVENING, { merge: "none", at: "2026-03-20T12:00:00Z" }],
      [
        gap("6.2", "oem-vpn", { status: "closed-late", closed: 2 }),
        gap("6.3", "oem-vpn", { status: "closed-late", closed: 2 }),
      ],
    ],
    [
      "a gap, then the file removed: closed late",
      [GAP_EVENING, { merge: "removed", at: "2026-03-20T12:00:00Z" }],
      [
        gap("6.2", "oem-vpn", { status: "closed-late", closed: 2 }),
        gap("6.3", "oem-vpn", { status: "closed-late", closed: 2 }),
      ],
    ],
    [
      "6.2's gap closed by the merge that names its method, 6.3's by the later one that names its",
      [
        GAP_EVENING,
        { merge: "noDetect", at: "2026-03-15T12:00:00Z" },
        { merge: "methods", at: "2026-03-20T12:00:00Z" },
      ],
      [
        gap("6.2", "oem-vpn", { status: "closed-late", closed: 2 }),
        gap("6.3", "oem-vpn", { status: "closed-late", closed: 3 }),
      ],
    ],
    [
      "a gap, then a refused merge and a break-glass apply with the methods: still overdue",
      [
        GAP_EVENING,
        { merge: "methods", at: "2026-03-11T12:00:00Z", as: "refused" },
        { merge: "methods", at: "2026-03-12T12:00:00Z", as: "break-glass" },
        { drift: "2026-03-13T12:00:00Z" },
      ],
      [
        gap("6.2", "oem-vpn", {
          notClosedBy: [
            [2, REFUSED],
            [3, BREAK_GLASS],
          ],
        }),
        gap("6.3", "oem-vpn", {
          notClosedBy: [
            [2, REFUSED],
            [3, BREAK_GLASS],
          ],
        }),
      ],
    ],
    [
      "a gap, then its site's last low system re-rated medium: closed as out of scope",
      [
        { rate: "low", at: "2026-03-01T12:00:00Z" },
        GAP_EVENING,
        { rate: "medium", at: "2026-03-20T12:00:00Z" },
      ],
      ["6.2", "6.3"].map((part) =>
        gap(part, "oem-vpn", {
          opened: 2,
          status: "closed-late",
          closed: 3,
          reason: `vendor electronic remote access allowed by vendor path "oem-vpn" without a ${part} method reaching it; out of scope from 2026-03-20: no system the inventory in force rates low is at Substation 12`,
        }),
      ),
    ],
    [
      "a gap carried by a merge whose inventory rates the site's only system medium: nothing opened",
      [{ merge: "gap", rate: "medium", at: "2026-03-10T03:00:00Z" }],
      [],
    ],
    [
      "a gap carried while the site's only system is rated low: opened",
      [{ merge: "gap", rate: "low", at: "2026-03-10T03:00:00Z" }],
      [gap("6.2", "oem-vpn", {}), gap("6.3", "oem-vpn", {})],
    ],
    [
      "a gap, its site's only system re-rated medium, then low again: opened again from that merge",
      [
        { rate: "low", at: "2026-03-01T12:00:00Z" },
        GAP_EVENING,
        { rate: "medium", at: "2026-03-20T12:00:00Z" },
        { rate: "low", at: "2026-04-01T12:00:00Z" },
      ],
      [
        ...["6.2", "6.3"].map((part) => gap(part, "oem-vpn", { opened: 4, due: "2026-04-01" })),
        ...["6.2", "6.3"].map((part) =>
          gap(part, "oem-vpn", {
            opened: 2,
            status: "closed-late",
            closed: 3,
            reason: `vendor electronic remote access allowed by vendor path "oem-vpn" without a ${part} method reaching it; out of scope from 2026-03-20: no system the inventory in force rates low is at Substation 12`,
          }),
        ),
      ],
    ],
    [
      "a gap carried while its site's only system is rated medium, then rated low: opened then",
      [
        { merge: "gap", rate: "medium", at: "2026-03-10T03:00:00Z" },
        { rate: "low", at: "2026-04-01T12:00:00Z" },
      ],
      [
        gap("6.2", "oem-vpn", { opened: 2, due: "2026-04-01" }),
        gap("6.3", "oem-vpn", { opened: 2, due: "2026-04-01" }),
      ],
    ],
    [
      "a gap carried out of scope, its methods merged, then rated low: nothing opened",
      [
        { merge: "gap", rate: "medium", at: "2026-03-10T03:00:00Z" },
        { merge: "methods", at: "2026-03-15T12:00:00Z" },
        { rate: "low", at: "2026-04-01T12:00:00Z" },
      ],
      [],
    ],
    [
      "a gap, then a refused re-rating and one that keeps it low: still overdue",
      [
        GAP_EVENING,
        { rate: "medium", at: "2026-03-20T12:00:00Z", as: "refused" },
        { rate: "low", at: "2026-03-21T12:00:00Z" },
      ],
      [gap("6.2", "oem-vpn", {}), gap("6.3", "oem-vpn", {})],
    ],
    [
      "a refused merge's gap puts nothing in force: nothing opened",
      [{ merge: "gap", at: "2026-03-10T12:00:00Z", as: "refused" }],
      [],
    ],
    [
      "a site with every part's methods: nothing opened",
      [{ merge: "methods", at: "2026-03-10T12:00:00Z" }],
      [],
    ],
    [
      "two paths with every method reaching both: nothing opened",
      [{ merge: "twoPaths", at: "2026-03-10T12:00:00Z" }],
      [],
    ],
    [
      "a gap kept by a later merge of the same gap: one obligation per part, still overdue",
      [GAP_EVENING, { merge: "gap", at: "2026-04-01T12:00:00Z" }],
      [gap("6.2", "oem-vpn", {}), gap("6.3", "oem-vpn", {})],
    ],
    [
      "a 6.3 method narrowed to one of two paths: a gap for the other path alone",
      [NARROWED_EVENING],
      [gap("6.3", "jump-1", {})],
    ],
    [
      "a path's gap closed by the merge whose 6.3 method reaches every path",
      [NARROWED_EVENING, { merge: "twoPaths", at: "2026-03-10T04:30:00Z" }],
      [gap("6.3", "jump-1", { status: "closed", closed: 2 })],
    ],
    [
      "a path's gap closed by the merge that removes the path",
      [NARROWED_EVENING, { merge: "methods", at: "2026-03-20T12:00:00Z" }],
      [gap("6.3", "jump-1", { status: "closed-late", closed: 2 })],
    ],
    [
      "the 6.3 method narrowed to the other path instead: one gap closed, the other opened by that merge",
      [NARROWED_EVENING, { merge: "narrowedOther", at: "2026-03-20T12:00:00Z" }],
      [
        gap("6.3", "oem-vpn", { opened: 2, due: "2026-03-20" }),
        gap("6.3", "jump-1", { status: "closed-late", closed: 2 }),
      ],
    ],
    [
      "a method narrowed away from a path by a later merge: that path's gap opened by it",
      [
        { merge: "twoPaths", at: "2026-03-10T12:00:00Z" },
        { merge: "narrowed", at: "2026-03-20T12:00:00Z" },
      ],
      [gap("6.3", "jump-1", { opened: 2, due: "2026-03-20" })],
    ],
    [
      "a refused merge whose method would reach the path: listed beside that path's gap",
      [NARROWED_EVENING, { merge: "twoPaths", at: "2026-03-11T12:00:00Z", as: "refused" }],
      [gap("6.3", "jump-1", { notClosedBy: [[2, REFUSED]] })],
    ],
  ])("%s", (_name, steps, expected) => {
    expect(sectionSix(passOver(ledgerOf(steps)).finish().obligations)).toEqual(expected);
  });

  it("is named not judged until an accepted merge carries a site file", () => {
    const drift = passOver(ledgerOf([{ drift: "2026-03-10T12:00:00Z" }]));
    expect(drift.notJudged.map((family) => family.name)).toContain("CIP-003 R2");
    const refused = passOver(
      ledgerOf([{ merge: "gap", at: "2026-03-10T12:00:00Z", as: "refused" }]),
    );
    expect(refused.notJudged.map((family) => family.name)).toContain("CIP-003 R2");
    const merged = passOver(ledgerOf([GAP_EVENING]));
    expect(merged.notJudged.map((family) => family.name)).not.toContain("CIP-003 R2");
  });

  const LEDGER: Step[] = [
    GAP_EVENING,
    { merge: "methods", at: "2026-03-11T12:00:00Z", as: "refused" },
    { drift: "2026-03-12T12:00:00Z" },
    { merge: "noDetect", at: "2026-03-12T18:00:00Z" },
    { merge: "methods", at: "2026-03-13T12:00:00Z" },
    { merge: "gap", at: "2026-04-01T12:00:00Z" },
    { merge: "removed", at: "2026-04-02T12:00:00Z", as: "break-glass" },
    { merge: "narrowed", at: "2026-04-03T12:00:00Z" },
    { merge: "twoPaths", at: "2026-04-04T12:00:00Z", as: "refused" },
    { merge: "narrowedOther", at: "2026-04-05T12:00:00Z" },
    { drift: "2026-04-06T12:00:00Z" },
    { merge: "twoPaths", at: "2026-04-07T12:00:00Z" },
    { merge: "narrowed", at: "2026-04-08T12:00:00Z" },
  ];

  it.each(LEDGER.map((_, cut) => cut + 1))(
    "resumed from a checkpoint after record %i, judges as one pass",
    (cut) => {
      const records = ledgerOf(LEDGER);
      const checkpoint = JSON.parse(JSON.stringify(passOver(records.slice(0, cut)).checkpoint()));
      const resumed = ObligationsPass.resume(checkpoint, AS_OF, CHICAGO);
      for (const entry of records.slice(cut)) resumed.add(entry);
      const whole = passOver(records).finish();
      const fromCheckpoint = resumed.finish();
      expect(fromCheckpoint.counts).toEqual(whole.counts);
      // What was closed before the cut is counted by the checkpoint, not listed again.
      const open = sectionSix(whole.obligations).filter((o) => o.closed === undefined);
      expect(sectionSix(fromCheckpoint.obligations).filter((o) => o.closed === undefined)).toEqual(
        open,
      );
    },
  );
});
