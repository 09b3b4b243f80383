// CIP-010 R1.2 to R1.6 on the event the standard names: a deviation from an asset's baseline (a
// change of one of its R1.1 items), never an inventory operation. Each R1.1 item as a deviation,
// authorization and completion, break-glass and refused records that close nothing, a rename that
// keeps its R1.3, an undeclared impact as an exception; and, over generated ledgers, that moves,
// retypes, renames and `reviewed:` changes never open R1 and that the order on disk does not
// matter.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type {
  ChangeOutcome,
  EvidenceDraft,
  HashedRecord,
  RecordedCalendar,
} from "../../../src/core/evidence/records/evidence-record.ts";
import type { CompletionNote } from "../../../src/core/evidence/records/completion-note.ts";
import type { PolicyEvidence } from "../../../src/core/evidence/records/policy-record.ts";
import {
  BASELINE_ITEMS,
  type BaselineItem,
} from "../../../src/core/inventory/document/baseline-items.ts";
import type { AssetClass } from "../../../src/core/inventory/document/asset-class.ts";
import type { PlanBaseline } from "../../../src/core/plan/plan-model.ts";
import { calendarRule, DEFAULT_CALENDAR } from "../../../src/core/shared/calendar.ts";
import { DeviationObligations } from "../../../src/core/obligations/baseline-changes/deviation-obligations.ts";
import { computeObligations, type Obligation } from "../../../src/core/obligations/obligations.ts";
import { sha256Hex } from "../../../src/core/shared/sha256.ts";
import {
  breakGlassDraft,
  chainOf,
  changeDraft,
  configurationMonitoringDraft,
  day,
  highImpactChange,
  type ObservedAsset,
  ownersApproved,
  policyJudgement,
} from "../../support/evidence-records.ts";
import { CREATED_ID } from "../../support/r21.ts";

type Items = Record<BaselineItem, number>;
const V1: Items = { os_firmware: 1, software: 1, custom_software: 1, ports: 1, patches: 1 };
const digest = (value: unknown) => `sha256:${sha256Hex(JSON.stringify(value))}`;

interface AssetSpec {
  items?: Partial<Items>;
  impact?: "high" | "medium" | "low" | null;
  class?: AssetClass;
  erc?: boolean;
  system?: string;
  name?: string;
  type?: "hardware" | "software";
  reviewed?: string;
  completedOn?: string;
  ref?: string;
  /** A record from before per-item digests: no items. */
  noItems?: boolean;
  /** A baseline_ref that carries items all the same. */
  refItems?: boolean;
  /** The baseline's own digest, when the test sets it. */
  digest?: string;
  /** Declared without the live id (a create's baseline). */
  noId?: boolean;
}

/** alpha-rtu-09 (live id ca_9) as a record declares its baseline. */
function baseline(spec: AssetSpec = {}): PlanBaseline {
  const items = { ...V1, ...spec.items };
  const itemDigests = Object.fromEntries(
    BASELINE_ITEMS.map((item) => [item, digest([item, items[item]])]),
  );
  const impact = spec.impact === undefined ? "high" : spec.impact;
  return {
    asset: spec.name ?? "alpha-rtu-09",
    ...(spec.noId === true ? {} : { asset_id: "ca_9" }),
    asset_type: spec.type ?? "hardware",
    class: spec.class ?? "BCA",
    ...(spec.completedOn === undefined ? {} : { completed_on: spec.completedOn }),
    cyber_system: spec.system === "cs_beta" ? "Beta" : "Alpha Protection",
    cyber_system_id: spec.system ?? "cs_alpha",
    digest:
      spec.digest ??
      (spec.ref === undefined
        ? digest({ items, reviewed: spec.reviewed, completed: spec.completedOn })
        : digest({ ref: spec.ref })),
    ...(spec.erc === undefined ? {} : { erc: spec.erc }),
    ...(impact === null ? {} : { impact }),
    ...((spec.ref === undefined || spec.refItems === true) && spec.noItems !== true
      ? { items: itemDigests }
      : {}),
    kind: spec.ref === undefined ? "content" : "ref",
  };
}

interface RecordSpec extends AssetSpec {
  outcome?: ChangeOutcome;
  breakGlass?: boolean;
  pull?: number;
  completions?: Omit<CompletionNote, "login">[];
  /** Who wrote the completion notes (default dave, the counted approver of every pull request). */
  noteBy?: string;
  /** The pull request's counted approvers (default dave). */
  approvers?: string[];
  approvedAt?: string;
  /** The owner policy's judgement the merge keeps (default: none, no policy file at the base). */
  policy?: PolicyEvidence;
}

/** A merge of pull request `pull` that declares alpha-rtu-09's baseline as `spec` says. */
function merge(spec: RecordSpec = {}): EvidenceDraft {
  const draft = changeDraft(
    "grid-east",
    spec.pull ?? 12,
    spec.outcome ?? "no-changes",
    spec.pull ?? 12,
  );
  draft.change.change_record = null;
  draft.change.baselines = [baseline(spec)];
  const pull = draft.change.pull_request!;
  if (spec.approvers !== undefined) pull.approved_by = spec.approvers;
  if (spec.completions !== undefined)
    pull.completion_notes = spec.completions.map((note) => ({
      login: spec.noteBy ?? "dave",
      ...note,
    }));
  if (spec.approvedAt !== undefined) pull.approved_at = { dave: spec.approvedAt };
  if (spec.policy !== undefined) draft.change.policy = spec.policy;
  return spec.breakGlass ? breakGlassDraft(draft) : draft;
}

/** Alpha Protection's owners approved the merge: a rule covering baseline changes asked them. */
const OWNERS_APPROVED = ownersApproved();
/** The docs' example policy (deletes and moves only): nothing of a baseline change asked owners. */
const DELETES_AND_MOVES_ONLY = policyJudgement();

/**
 * A collector's record that fetched alpha-rtu-09's referenced baseline (the reference `digest`),
 * its devices read on day 4 (the tables seal it on day 5).
 */
function fetched(digestOfRef: string, matches: boolean): EvidenceDraft {
  const asset = {
    cyber_system: "Alpha Protection",
    name: "alpha-rtu-09",
    asset_id: "ca_9",
    baselineRef: { digest: digestOfRef, matches },
  };
  return configurationMonitoringDraft("grid-east", 90, [asset], day(4));
}

function obligationsOf(entries: [EvidenceDraft, number][], now: number, grace?: number) {
  const sealed = chainOf(entries.map(([draft, at]) => ({ draft, at: day(at) })));
  const records: HashedRecord[] = sealed.map(({ record, text }) => ({
    record,
    sha256: sha256Hex(text),
  }));
  return computeObligations(
    records,
    day(now),
    DEFAULT_CALENDAR,
    grace === undefined ? {} : { completionGraceDays: grace },
  );
}

const brief = (o: Obligation) =>
  [
    `${o.kind} #${o.opened_by.sequence} ${o.status}`,
    o.due === null ? "" : ` due ${o.due}`,
    o.closed_by === undefined ? "" : ` by #${o.closed_by.sequence}`,
    o.reason === undefined ? "" : ` (${o.reason})`,
    o.closed_as === undefined ? "" : ` [${o.closed_as}]`,
    (o.not_closed_by ?? []).map((n) => ` not by #${n.record.sequence}`).join(""),
    o.verified_by === undefined ? "" : ` verified by #${o.verified_by.sequence}`,
  ].join("");
const r1 = (obligations: Obligation[]): string[] =>
  obligations
    .filter((o) => o.kind.startsWith("CIP-010 R1"))
    .map(brief)
    .sort();

/** A baseline_ref declared (#1), then changed by #2 and completed on 2 January: the digest waits. */
const REFERENCE_CHANGED: [EvidenceDraft, number][] = [
  [merge({ ref: "a" }), 0],
  [merge({ ref: "b", completions: [{ completed_on: "2026-01-02" }] }), 1],
];

describe("R1.3 credits a completed_on only with the approvals its record holds", () => {
  const NO_OWNERS =
    "its completed_on: 2026-01-05 has no authority: it is not approved by the owners the system's document names in force (owner policy)";
  /** #1 declares, #2 (approved by dave) deviates; #3, approved by erin alone, adds completed_on. */
  const completedBy = (policy: PolicyEvidence | undefined): [EvidenceDraft, number][] => [
    [merge(), 0],
    [merge({ items: { patches: 2 } }), 1],
    [
      merge({
        items: { patches: 2 },
        completedOn: "2026-01-05",
        pull: 14,
        approvers: ["erin"],
        ...(policy === undefined ? {} : { policy }),
      }),
      5,
    ],
  ];
  it.each<[string, PolicyEvidence | undefined, string, string[]]>([
    [
      "the docs' example policy (deletes and moves only): no owner approved, an exception",
      DELETES_AND_MOVES_ONLY,
      "CIP-010 R1.3 #2 exception due 2026-02-01 (completion not recorded) not by #3",
      [NO_OWNERS],
    ],
    [
      "no policy file at the base: no owner approved, an exception",
      undefined,
      "CIP-010 R1.3 #2 exception due 2026-02-01 (completion not recorded) not by #3",
      [NO_OWNERS],
    ],
    [
      "another system's owners approved: not this one's, an exception",
      policyJudgement({
        rule: "baseline-change",
        system: "Beta",
        approvals: 1,
        satisfiedBy: ["carol"],
      }),
      "CIP-010 R1.3 #2 exception due 2026-02-01 (completion not recorded) not by #3",
      [NO_OWNERS],
    ],
    [
      "a rule of named principals met: no owner approved, an exception",
      policyJudgement({
        rule: "compliance-sees",
        system: null,
        approvals: 1,
        satisfiedBy: ["erin"],
      }),
      "CIP-010 R1.3 #2 exception due 2026-02-01 (completion not recorded) not by #3",
      [NO_OWNERS],
    ],
    [
      "the system's owners asked for two, one approved: an exception",
      policyJudgement({
        rule: "baseline-change",
        system: "Alpha Protection",
        approvals: 2,
        satisfiedBy: ["alice"],
      }),
      "CIP-010 R1.3 #2 exception due 2026-02-01 (completion not recorded) not by #3",
      [NO_OWNERS],
    ],
    [
      "the system's owners asked for and approved: closed",
      OWNERS_APPROVED,
      "CIP-010 R1.3 #2 closed due 2026-02-04 by #2",
      [],
    ],
  ])("%s", (_case, policy, expected, reasons) => {
    const r13 = obligationsOf(completedBy(policy), 40).find((o) => o.kind === "CIP-010 R1.3")!;
    expect(brief(r13)).toBe(expected);
    expect((r13.not_closed_by ?? []).map((n) => n.why)).toEqual(reasons);
  });
});

describe("a deviation per R1.1 item opens R1.2-R1.5, and R1.6 for items 1.1.1, 1.1.2 and 1.1.5", () => {
  it.each(BASELINE_ITEMS.map((item) => [item]))("%s changed", (item) => {
    const obligations = obligationsOf(
      [
        [merge(), 0],
        [merge({ items: { [item]: 2 } }), 1],
      ],
      10,
    );
    const software = item === "os_firmware" || item === "software" || item === "patches";
    expect(r1(obligations)).toEqual([
      "CIP-010 R1.2 #2 closed due 2026-01-02 by #2",
      "CIP-010 R1.3 #2 open due 2026-02-01 (completion not recorded)",
      "CIP-010 R1.4 #2 reminder",
      "CIP-010 R1.5 #2 reminder",
      ...(software ? ["CIP-010 R1.6 #2 reminder"] : []),
    ]);
    expect(obligations.find((o) => o.kind === "CIP-010 R1.3")?.items).toEqual([item]);
    expect(obligations.find((o) => o.kind === "CIP-010 R1.2")?.authorized).toEqual({
      at: "2026-01-02T06:00:00.000Z",
      by: ["dave"],
    });
  });

  it.each<[string, AssetSpec, string[]]>([
    ["a Medium BCA: no R1.5", { impact: "medium" }, ["R1.2", "R1.3", "R1.4", "R1.6"]],
    ["a High PCA: no R1.5 or R1.6", { class: "PCA" }, ["R1.2", "R1.3", "R1.4"]],
    ["a Medium EACMS", { impact: "medium", class: "EACMS" }, ["R1.2", "R1.3", "R1.4", "R1.6"]],
    ["a High PACS", { class: "PACS" }, ["R1.2", "R1.3", "R1.4", "R1.6"]],
    ["a Low BCA: nothing", { impact: "low" }, []],
    ["an EAP: nothing", { class: "EAP" }, []],
    ["a software record: never a Cyber Asset", { type: "software" }, []],
  ])("%s", (_case, spec, rows) => {
    const obligations = obligationsOf(
      [
        [merge(spec), 0],
        [merge({ ...spec, items: { patches: 2 } }), 1],
      ],
      10,
    );
    expect(
      [
        ...new Set(
          obligations.filter((o) => o.kind.startsWith("CIP-010 R1")).map((o) => o.kind.slice(8)),
        ),
      ].sort(),
    ).toEqual(rows);
  });

  it("an undeclared impact: every row judged as for High, each an exception", () => {
    const spec = { impact: null } as const;
    const obligations = obligationsOf(
      [
        [merge(spec), 0],
        [merge({ ...spec, items: { ports: 2 } }), 1],
      ],
      10,
    );
    expect(
      obligations
        .filter((o) => o.kind.startsWith("CIP-010 R1"))
        .map((o) => `${o.kind} ${o.status}`)
        .sort(),
    ).toEqual([
      "CIP-010 R1.2 exception",
      "CIP-010 R1.3 exception",
      "CIP-010 R1.4 exception",
      "CIP-010 R1.5 exception",
    ]);
    expect(obligations[0]?.reason).toMatch(/^impact not declared/);
  });
});

describe("what is not a deviation", () => {
  it.each<[string, AssetSpec]>([
    ["the asset's first declaration (commissioning)", {}],
    ["a move to another system", { system: "cs_beta" }],
    ["a rename", { name: "alpha-rtu-10" }],
    ["a change of reviewed: alone", { reviewed: "2026-01-05" }],
    ["a change of completed_on: alone", { completedOn: "2026-01-05" }],
    ["a change of class", { class: "PCA" }],
  ])("%s", (_case, spec) => {
    expect(
      r1(
        obligationsOf(
          [
            [merge(), 0],
            [merge(spec), 1],
          ],
          10,
        ),
      ),
    ).toEqual([]);
  });
});

describe("which items a baseline's kind changing deviates", () => {
  const SAME = `sha256:${"1".repeat(64)}`;
  // The pass keeps a content baseline's item digests, not its own digest: these hold it to the
  // same answers as comparing digests first.
  it.each<[string, AssetSpec, AssetSpec, string[]]>([
    ["the same baseline_ref", { ref: "a" }, { ref: "a" }, []],
    ["another baseline_ref", { ref: "a" }, { ref: "b" }, ["unknown"]],
    ["content, then a baseline_ref", {}, { ref: "a" }, ["unknown"]],
    ["a baseline_ref, then content", { ref: "a" }, {}, ["unknown"]],
    ["content, then its patches", {}, { items: { patches: 2 } }, ["patches"]],
    ["content from before per-item digests, then with them", { noItems: true }, {}, []],
    ["content with items, then from before per-item digests", {}, { noItems: true }, []],
    [
      "content, then a baseline_ref of the same digest: a deviation all the same",
      { digest: SAME },
      { ref: "a", digest: SAME },
      ["unknown"],
    ],
    [
      "content from before per-item digests, then a baseline_ref: compared by their digests",
      { noItems: true, digest: SAME },
      { ref: "a", digest: SAME },
      [],
    ],
    [
      "content from before per-item digests, then a baseline_ref of another digest",
      { noItems: true },
      { ref: "a" },
      ["unknown"],
    ],
    [
      "a baseline_ref that carries items, the same twice: compared by its digest",
      { ref: "a", refItems: true },
      { ref: "a", refItems: true, items: { patches: 2 } },
      [],
    ],
  ])("%s: %j", (_case, before, after, items) => {
    const opened = obligationsOf(
      [
        [merge(before), 0],
        [merge(after), 1],
      ],
      10,
    ).filter((o) => o.kind === "CIP-010 R1.2");
    expect(opened.map((o) => o.items)).toEqual(items.length === 0 ? [] : [items]);
  });
});

describe("CIP-010 R1.3: 30 calendar days from the completion, only reviewed records close", () => {
  const first: [EvidenceDraft, number] = [merge(), 0];
  it.each<[string, [EvidenceDraft, number][], number, string[]]>([
    [
      "completion not recorded, 31 days after authorization: an exception",
      [first, [merge({ items: { patches: 2 } }), 1]],
      40,
      [
        "CIP-010 R1.2 #2 closed due 2026-01-02 by #2",
        "CIP-010 R1.3 #2 exception due 2026-02-01 (completion not recorded)",
      ],
    ],
    [
      "completed on the approval: closed by the merged baseline, due 30 days from completion",
      [
        first,
        [
          merge({
            items: { patches: 2 },
            completions: [{ completed_on: "2026-01-02", reference: "WO-1" }],
          }),
          1,
        ],
      ],
      40,
      [
        "CIP-010 R1.2 #2 closed due 2026-01-02 by #2",
        "CIP-010 R1.3 #2 closed due 2026-02-01 by #2",
      ],
    ],
    [
      "completed, noted in a later pull request that names it",
      [
        first,
        [merge({ items: { patches: 2 } }), 1],
        [
          merge({
            items: { patches: 2 },
            pull: 13,
            completions: [{ completed_on: "2026-01-04", pull_request: 12 }],
          }),
          5,
        ],
      ],
      60,
      [
        "CIP-010 R1.2 #2 closed due 2026-01-02 by #2",
        "CIP-010 R1.3 #2 closed due 2026-02-03 by #2",
      ],
    ],
    [
      "noted in a later pull request by someone who did not authorize it: closes nothing",
      [
        first,
        [merge({ items: { patches: 2 } }), 1],
        [
          merge({
            items: { patches: 2 },
            pull: 13,
            approvers: ["mallory"],
            noteBy: "mallory",
            completions: [{ completed_on: "2026-01-04", pull_request: 12 }],
          }),
          5,
        ],
      ],
      20,
      [
        "CIP-010 R1.2 #2 closed due 2026-01-02 by #2",
        "CIP-010 R1.3 #2 open due 2026-02-01 (completion not recorded) not by #3",
      ],
    ],
    [
      "a completion dated after the record that carries it: closes nothing",
      [first, [merge({ items: { patches: 2 }, completions: [{ completed_on: "2062-01-03" }] }), 1]],
      20,
      [
        "CIP-010 R1.2 #2 closed due 2026-01-02 by #2",
        "CIP-010 R1.3 #2 open due 2026-02-01 (completion not recorded) not by #2",
      ],
    ],
    [
      "completed_on: dated after the record that carries it: closes nothing, listed",
      [
        first,
        [merge({ items: { patches: 2 } }), 1],
        [
          merge({
            items: { patches: 2 },
            completedOn: "2062-01-06",
            policy: OWNERS_APPROVED,
            pull: 14,
          }),
          7,
        ],
      ],
      20,
      [
        "CIP-010 R1.2 #2 closed due 2026-01-02 by #2",
        "CIP-010 R1.3 #2 open due 2026-02-01 (completion not recorded) not by #3",
      ],
    ],
    [
      "completed_on: the next UTC day, which UTC+14 has reached at 18:00Z: counts",
      [
        first,
        [merge({ items: { patches: 2 } }), 1],
        [
          merge({
            items: { patches: 2 },
            completedOn: "2026-01-09",
            policy: OWNERS_APPROVED,
            pull: 14,
          }),
          7.5,
        ],
      ],
      60,
      [
        "CIP-010 R1.2 #2 closed due 2026-01-02 by #2",
        "CIP-010 R1.3 #2 closed due 2026-02-08 by #2",
      ],
    ],
    [
      "completed_on: the next UTC day, which no time zone has reached at 06:00Z: closes nothing, listed",
      [
        first,
        [merge({ items: { patches: 2 } }), 1],
        [
          merge({
            items: { patches: 2 },
            completedOn: "2026-01-09",
            policy: OWNERS_APPROVED,
            pull: 14,
          }),
          7,
        ],
      ],
      60,
      [
        "CIP-010 R1.2 #2 closed due 2026-01-02 by #2",
        "CIP-010 R1.3 #2 exception due 2026-02-01 (completion not recorded) not by #3",
      ],
    ],
    [
      "completed_on: in a follow-up change",
      [
        first,
        [merge({ items: { patches: 2 } }), 1],
        [
          merge({
            items: { patches: 2 },
            completedOn: "2026-01-06",
            policy: OWNERS_APPROVED,
            pull: 14,
          }),
          7,
        ],
      ],
      60,
      [
        "CIP-010 R1.2 #2 closed due 2026-01-02 by #2",
        "CIP-010 R1.3 #2 closed due 2026-02-05 by #2",
      ],
    ],
    [
      "completed before authorization: an R1.2 exception",
      [first, [merge({ items: { patches: 2 }, completions: [{ completed_on: "2025-12-31" }] }), 1]],
      40,
      [
        "CIP-010 R1.2 #2 exception due 2026-01-02 (completed before authorization: the change was completed on 2025-12-31, authorized on 2026-01-02)",
        "CIP-010 R1.3 #2 closed due 2026-01-30 by #2",
      ],
    ],
    [
      "the field change differed: open until a reviewed baseline change, in time",
      [
        first,
        [
          merge({
            items: { patches: 2 },
            completions: [{ completed_on: "2026-01-02", differs: true }],
          }),
          1,
        ],
        [merge({ items: { patches: 3 }, pull: 15 }), 20],
      ],
      60,
      [
        "CIP-010 R1.2 #2 closed due 2026-01-02 by #2",
        "CIP-010 R1.2 #3 closed due 2026-01-21 by #3",
        "CIP-010 R1.3 #2 closed due 2026-02-01 by #3",
        "CIP-010 R1.3 #3 exception due 2026-02-20 (completion not recorded)",
      ],
    ],
    [
      "a break-glass apply closes nothing and is listed",
      [
        first,
        [
          merge({
            items: { patches: 2 },
            completions: [{ completed_on: "2026-01-02", differs: true }],
          }),
          1,
        ],
        [merge({ items: { patches: 3 }, breakGlass: true, pull: 16 }), 5],
      ],
      60,
      [
        "CIP-010 R1.2 #2 closed due 2026-01-02 by #2",
        "CIP-010 R1.2 #3 exception due 2026-01-06 (not authorized: a break-glass apply (cip-sync apply --record): no review)",
        "CIP-010 R1.3 #2 overdue due 2026-02-01 (the field change differs from the merged baseline: a reviewed baseline change closes it) not by #3",
        "CIP-010 R1.3 #3 overdue due 2026-02-05 (the baseline was changed by a record no review authorized: a reviewed baseline change closes it)",
      ],
    ],
    [
      "a refused merge closes nothing and is listed",
      [
        first,
        [
          merge({
            items: { patches: 2 },
            completions: [{ completed_on: "2026-01-02", differs: true }],
          }),
          1,
        ],
        [merge({ items: { patches: 3 }, outcome: "not-approved", pull: 17 }), 5],
      ],
      60,
      [
        "CIP-010 R1.2 #2 closed due 2026-01-02 by #2",
        "CIP-010 R1.2 #3 exception due 2026-01-06 (not authorized: a merge the gate refused (outcome not-approved))",
        "CIP-010 R1.3 #2 overdue due 2026-02-01 (the field change differs from the merged baseline: a reviewed baseline change closes it) not by #3",
        "CIP-010 R1.3 #3 overdue due 2026-02-05 (the baseline was changed by a record no review authorized: a reviewed baseline change closes it)",
      ],
    ],
    [
      "a baseline_ref whose digest changed: closed as digest not verified",
      [...REFERENCE_CHANGED],
      40,
      [
        "CIP-010 R1.2 #2 closed due 2026-01-02 by #2",
        "CIP-010 R1.3 #2 closed due 2026-02-01 by #2 [digest not verified]",
      ],
    ],
    [
      "the same, then a collector fetched the referenced document and found its SHA-256: verified",
      [...REFERENCE_CHANGED, [fetched(digest({ ref: "b" }), true), 5]],
      40,
      [
        "CIP-010 R1.2 #2 closed due 2026-01-02 by #2",
        "CIP-010 R1.3 #2 closed due 2026-02-01 by #2 verified by #3",
      ],
    ],
    [
      "the same, a merge changing nothing in between: verified by the collector's record all the same",
      [
        ...REFERENCE_CHANGED,
        [merge({ ref: "b", pull: 14 }), 3],
        [fetched(digest({ ref: "b" }), true), 5],
      ],
      40,
      [
        "CIP-010 R1.2 #2 closed due 2026-01-02 by #2",
        "CIP-010 R1.3 #2 closed due 2026-02-01 by #2 verified by #4",
      ],
    ],
    [
      "the same, the document fetched with another SHA-256: not verified, and why",
      [...REFERENCE_CHANGED, [fetched(digest({ ref: "b" }), false), 5]],
      40,
      [
        "CIP-010 R1.2 #2 closed due 2026-01-02 by #2",
        `CIP-010 R1.3 #2 closed due 2026-02-01 by #2 (the referenced baseline document fetched in record 3 has SHA-256 ${"b".repeat(64)}, not the ${"a".repeat(64)} its baseline_ref states) [digest not verified]`,
      ],
    ],
    [
      "a fetch of an earlier reference verifies nothing of the later one",
      [...REFERENCE_CHANGED, [fetched(digest({ ref: "a" }), true), 5]],
      40,
      [
        "CIP-010 R1.2 #2 closed due 2026-01-02 by #2",
        "CIP-010 R1.3 #2 closed due 2026-02-01 by #2 [digest not verified]",
      ],
    ],
  ])("%s", (_case, entries, now, expected) => {
    expect(r1(obligationsOf(entries, now)).filter((line) => /R1\.[23]/.test(line))).toEqual(
      expected,
    );
  });

  it("takes the grace days before an exception from the options", () => {
    const entries: [EvidenceDraft, number][] = [first, [merge({ items: { patches: 2 } }), 1]];
    const r13 = (grace: number) =>
      obligationsOf(entries, 12, grace).find((o) => o.kind === "CIP-010 R1.3");
    expect(r13(10)).toMatchObject({ status: "exception", due: "2026-01-12" });
    expect(r13(30)).toMatchObject({ status: "open", due: "2026-02-01" });
  });

  it("authorizes at the latest counted approval when the record dates it", () => {
    const obligations = obligationsOf(
      [
        first,
        [
          merge({
            items: { patches: 2 },
            approvedAt: "2025-12-30T10:00:00Z",
            completions: [{ completed_on: "2025-12-31" }],
          }),
          1,
        ],
      ],
      10,
    );
    expect(obligations.find((o) => o.kind === "CIP-010 R1.2")).toMatchObject({
      status: "closed",
      authorized: { at: "2025-12-30T10:00:00Z" },
    });
  });

  it("keeps a renamed asset's R1.3: the completion after the rename closes it", () => {
    const obligations = obligationsOf(
      [
        first,
        [merge({ items: { patches: 2 } }), 1],
        [
          merge({
            items: { patches: 2 },
            name: "alpha-rtu-10",
            pull: 18,
            completions: [{ completed_on: "2026-01-04", pull_request: 12 }],
          }),
          3,
        ],
      ],
      60,
    );
    const r13 = obligations.filter((o) => o.kind === "CIP-010 R1.3");
    expect(r13.map(brief)).toEqual(["CIP-010 R1.3 #2 closed due 2026-02-03 by #2"]);
    expect(r13[0]?.subject.asset_id).toBe("ca_9");
  });
});

describe("over generated ledgers", () => {
  const neutral = fc.constantFrom<AssetSpec>(
    { system: "cs_beta" },
    { name: "alpha-rtu-10" },
    { reviewed: "2026-02-01" },
    { class: "PACS" },
    { type: "software" },
    { system: "cs_beta", name: "alpha-rtu-11", reviewed: "2026-03-01" },
    {},
  );
  const ledgerOf = (specs: RecordSpec[]) =>
    specs.map((spec, index): [EvidenceDraft, number] => [
      merge({ ...spec, pull: 20 + index }),
      index * 3,
    ]);

  it("never opens R1 for moves, renames, retypes (type or class) or reviewed: changes", () => {
    fc.assert(
      fc.property(fc.array(neutral, { minLength: 1, maxLength: 8 }), (specs) => {
        expect(r1(obligationsOf(ledgerOf(specs), 90))).toEqual([]);
      }),
      { numRuns: 100 },
    );
  });

  it("gives the same obligations whatever the order of the records on disk", () => {
    const spec = fc.record({
      items: fc.record({
        patches: fc.integer({ min: 1, max: 3 }),
        ports: fc.integer({ min: 1, max: 2 }),
      }),
      breakGlass: fc.boolean(),
      completions: fc.option(
        fc.constant([{ completed_on: "2026-01-10" }] as Omit<CompletionNote, "login">[]),
        { nil: undefined },
      ),
    });
    fc.assert(
      fc.property(
        fc.array(spec, { minLength: 1, maxLength: 8 }).chain((specs) =>
          fc.tuple(
            fc.constant(specs),
            fc.shuffledSubarray(
              specs.map((_, i) => i),
              { minLength: specs.length },
            ),
          ),
        ),
        ([specs, order]) => {
          const sealed = chainOf(ledgerOf(specs).map(([draft, at]) => ({ draft, at: day(at) })));
          const records = sealed.map(({ record, text }) => ({ record, sha256: sha256Hex(text) }));
          const shuffled = order.map((i) => records[i]!);
          expect(computeObligations(shuffled, day(90), DEFAULT_CALENDAR)).toEqual(
            computeObligations(records, day(90), DEFAULT_CALENDAR),
          );
        },
      ),
      { numRuns: 100 },
    );
  });
});

describe("a baseline the base commit declared before the ledger's first record", () => {
  /** A merge that changes the patches, carrying what its base declared (`base`), if anything. */
  function firstRecorded(base: AssetSpec | undefined, spec: RecordSpec = {}): EvidenceDraft {
    const draft = merge({ items: { patches: 2 }, ...spec });
    if (base !== undefined && draft.kind === "change")
      draft.change.base_baselines = [baseline(base)];
    return draft;
  }

  it.each<[string, EvidenceDraft, string[]]>([
    [
      "the base declared it: its first recorded change opens R1.2-R1.6",
      firstRecorded({}),
      [
        "CIP-010 R1.2 #1 closed due 2026-01-01 by #1",
        "CIP-010 R1.3 #1 open due 2026-01-31 (completion not recorded)",
        "CIP-010 R1.4 #1 reminder",
        "CIP-010 R1.5 #1 reminder",
        "CIP-010 R1.6 #1 reminder",
      ],
    ],
    [
      "the base did not declare it: a first declaration, no deviation",
      firstRecorded(undefined),
      [],
    ],
    [
      "the base declared it under another asset: no deviation of this one",
      firstRecorded({ name: "alpha-rtu-10" }),
      [],
    ],
    [
      "the base declared an asset of its name in another system: no deviation of this one",
      firstRecorded({ system: "cs_beta" }),
      [],
    ],
    [
      "the base could not be read: never a first declaration, a change from an unread baseline",
      ((draft) => {
        if (draft.kind === "change") draft.change.base_baselines_unread = "GitHub answered 502";
        return draft;
      })(firstRecorded(undefined)),
      [
        "CIP-010 R1.2 #1 closed due 2026-01-01 by #1",
        "CIP-010 R1.3 #1 open due 2026-01-31 (completion not recorded)",
        "CIP-010 R1.4 #1 reminder",
        "CIP-010 R1.5 #1 reminder",
        "CIP-010 R1.6 #1 reminder",
      ],
    ],
    [
      "a break-glass record: R1.2 is an exception, R1.3 waits for a reviewed change",
      firstRecorded({}, { breakGlass: true }),
      [
        "CIP-010 R1.2 #1 exception due 2026-01-01 (not authorized: a break-glass apply (cip-sync apply --record): no review)",
        "CIP-010 R1.3 #1 open due 2026-01-31 (the baseline was changed by a record no review authorized: a reviewed baseline change closes it)",
        "CIP-010 R1.4 #1 reminder",
        "CIP-010 R1.5 #1 reminder",
        "CIP-010 R1.6 #1 reminder",
      ],
    ],
  ])("%s", (_case, draft, rows) => {
    expect(r1(obligationsOf([[draft, 0]], 10))).toEqual(rows);
  });

  it("reads the ledger's own declaration first, once it has one", () => {
    // The ledger saw patches 2 already: a base that still says 1 is not the existing baseline.
    const obligations = obligationsOf(
      [
        [merge({ items: { patches: 2 } }), 0],
        [firstRecorded({}, { pull: 13 }), 1],
      ],
      10,
    );
    expect(r1(obligations)).toEqual([]);
  });
});

describe("the calendar in force at the record that opened an obligation", () => {
  /** A deviation (day 1) whose record keeps `calendar`, when it keeps one. */
  function deviationUnder(calendar?: Partial<RecordedCalendar>): EvidenceDraft {
    const draft = merge({ items: { patches: 2 } });
    if (calendar !== undefined && draft.kind === "change")
      draft.change.calendar = {
        time_zone: "UTC",
        due_soon_days: 7,
        month_end: "last-day",
        completion_grace_days: 30,
        ...calendar,
      };
    return draft;
  }

  it.each<[string, Partial<RecordedCalendar> | undefined, number | undefined, string, string]>([
    [
      "a record that keeps none: the calendar of the run",
      undefined,
      5,
      "exception",
      "calendar days in UTC",
    ],
    [
      "a record that keeps 30 grace days: a later calendar of 5 does not re-date it",
      { completion_grace_days: 30 },
      5,
      "open",
      "calendar days in UTC",
    ],
    [
      "a record that kept 5 grace days: judged by them, whatever the run's",
      { completion_grace_days: 5 },
      undefined,
      "exception",
      "calendar days in UTC",
    ],
    [
      "its time zone, in the obligation's calendar rule",
      { time_zone: "America/Chicago" },
      undefined,
      "open",
      "calendar days in America/Chicago",
    ],
  ])("%s", (_case, calendar, runGrace, status, rule) => {
    const obligations = obligationsOf(
      [
        [merge(), 0],
        [deviationUnder(calendar), 1],
      ],
      10,
      runGrace,
    );
    const r13 = obligations.find((o) => o.kind === "CIP-010 R1.3");
    expect(r13?.status).toBe(status);
    expect(r13?.calendar.startsWith(rule)).toBe(true);
  });
});

describe("what a settled R1.2 and R1.3 carry (deviation-status.ts)", () => {
  const first: [EvidenceDraft, number] = [merge(), 0];
  const r1x = (obligations: Obligation[]) =>
    obligations.filter((o) => o.kind === "CIP-010 R1.2" || o.kind === "CIP-010 R1.3");

  it("a deviation not completed: neither carries a completion nor a list of records", () => {
    const obligations = r1x(obligationsOf([first, [merge({ items: { patches: 2 } }), 1]], 10));
    expect(obligations.map((o) => o.kind).sort()).toEqual(["CIP-010 R1.2", "CIP-010 R1.3"]);
    for (const o of obligations) {
      expect(Object.keys(o)).not.toContain("completed");
      expect(Object.keys(o)).not.toContain("not_closed_by");
    }
  });

  it.each<[string, Omit<CompletionNote, "login">, Record<string, unknown>]>([
    [
      "with a work-order reference",
      { completed_on: "2026-01-02", reference: "WO-1" },
      { on: "2026-01-02", reference: "WO-1" },
    ],
    ["without one", { completed_on: "2026-01-02" }, { on: "2026-01-02" }],
  ])("a completion %s: both carry it, and the record that noted it", (_case, note, completed) => {
    const obligations = r1x(
      obligationsOf([first, [merge({ items: { patches: 2 }, completions: [note] }), 1]], 10),
    );
    expect(obligations).toHaveLength(2);
    for (const o of obligations) {
      expect(o.completed).toStrictEqual({ ...completed, by: o.opened_by });
      expect(o.opened_by.sequence).toBe(2);
    }
  });

  it.each<[string, string, string[]]>([
    [
      "completed the day it was authorized: R1.2 closed",
      "2026-01-02",
      [
        "CIP-010 R1.2 #2 closed due 2026-01-02 by #2",
        "CIP-010 R1.3 #2 closed due 2026-02-01 by #2",
      ],
    ],
    [
      "completed the day before: an R1.2 exception",
      "2026-01-01",
      [
        "CIP-010 R1.2 #2 exception due 2026-01-02 (completed before authorization: the change was completed on 2026-01-01, authorized on 2026-01-02)",
        "CIP-010 R1.3 #2 closed due 2026-01-31 by #2",
      ],
    ],
  ])("%s", (_case, on, expected) => {
    const entries: [EvidenceDraft, number][] = [
      first,
      [merge({ items: { patches: 2 }, completions: [{ completed_on: on }] }), 1],
    ];
    expect(r1(obligationsOf(entries, 40)).filter((line) => /R1\.[23]/.test(line))).toEqual(
      expected,
    );
  });

  it.each<[string, number, string]>([
    ["the day before the grace days end: open", 10, "open"],
    ["the day they end: still open", 11, "open"],
    ["the day after: an exception", 12, "exception"],
  ])("completion not recorded, %s", (_case, now, status) => {
    const r13 = obligationsOf([first, [merge({ items: { patches: 2 } }), 1]], now, 10).find(
      (o) => o.kind === "CIP-010 R1.3",
    );
    expect(r13).toMatchObject({ status, due: "2026-01-12", reason: "completion not recorded" });
  });

  it.each<[string, [EvidenceDraft, number][], string[]]>([
    [
      "a reviewed deviation not completed: a later reviewed baseline change does not close it",
      [
        first,
        [merge({ items: { patches: 2 } }), 1],
        [merge({ items: { patches: 3 }, pull: 15 }), 5],
      ],
      [
        "CIP-010 R1.2 #2 closed due 2026-01-02 by #2",
        "CIP-010 R1.2 #3 closed due 2026-01-06 by #3",
        "CIP-010 R1.3 #2 open due 2026-02-01 (completion not recorded)",
        "CIP-010 R1.3 #3 open due 2026-02-05 (completion not recorded)",
      ],
    ],
    [
      "a deviation no review authorized: the next reviewed baseline change closes it",
      [
        first,
        [merge({ items: { patches: 2 }, breakGlass: true }), 1],
        [merge({ items: { patches: 3 }, pull: 15 }), 5],
      ],
      [
        "CIP-010 R1.2 #2 exception due 2026-01-02 (not authorized: a break-glass apply (cip-sync apply --record): no review)",
        "CIP-010 R1.2 #3 closed due 2026-01-06 by #3",
        "CIP-010 R1.3 #2 closed due 2026-02-01 by #3",
        "CIP-010 R1.3 #3 open due 2026-02-05 (completion not recorded)",
      ],
    ],
    [
      "a completion that differs, then a second note: the first completion stands",
      [
        first,
        [
          merge({
            items: { patches: 2 },
            completions: [{ completed_on: "2026-01-02", differs: true }],
          }),
          1,
        ],
        [
          merge({
            items: { patches: 2 },
            pull: 13,
            completions: [{ completed_on: "2026-01-05", pull_request: 12 }],
          }),
          5,
        ],
      ],
      [
        "CIP-010 R1.2 #2 closed due 2026-01-02 by #2",
        "CIP-010 R1.3 #2 open due 2026-02-01 (the field change differs from the merged baseline: a reviewed baseline change closes it)",
      ],
    ],
  ])("%s", (_case, entries, expected) => {
    expect(r1(obligationsOf(entries, 20)).filter((line) => /R1\.[23]/.test(line))).toEqual(
      expected,
    );
  });
});

describe("the subject of a deviation's obligations", () => {
  it.each<[string, AssetSpec, Obligation["subject"]]>([
    [
      "declared with its live id",
      {},
      {
        cyber_system_id: "cs_alpha",
        cyber_system: "Alpha Protection",
        asset: "alpha-rtu-09",
        asset_id: "ca_9",
      },
    ],
    [
      "declared by name alone: no asset id",
      { noId: true },
      { cyber_system_id: "cs_alpha", cyber_system: "Alpha Protection", asset: "alpha-rtu-09" },
    ],
  ])("%s", (_case, spec, subject) => {
    const obligations = obligationsOf(
      [
        [merge(spec), 0],
        [merge({ ...spec, items: { patches: 2 } }), 1],
      ],
      10,
    ).filter((o) => o.kind.startsWith("CIP-010 R1"));
    expect(obligations).toHaveLength(5);
    for (const o of obligations) expect(o.subject).toStrictEqual(subject);
  });
});

describe("how records move a deviation's R1.3 (deviation-obligations.ts)", () => {
  const first: [EvidenceDraft, number] = [merge(), 0];
  const r123 = (entries: [EvidenceDraft, number][], now: number) =>
    r1(obligationsOf(entries, now)).filter((line) => /R1\.[23]/.test(line));
  /** A collector's record of `assets`, their devices read on day 4. */
  const collected = (assets: ObservedAsset[]) =>
    configurationMonitoringDraft("grid-east", 90, assets, day(4));
  const fetchedAs = (name: string, id: string, ref: string): ObservedAsset => ({
    cyber_system: "Alpha Protection",
    name,
    asset_id: id,
    baselineRef: { digest: digest({ ref }), matches: true },
  });

  it.each<[string, [EvidenceDraft, number][], string[]]>([
    [
      "a break-glass record's new completed_on: completes nothing",
      [
        first,
        [merge({ items: { patches: 2 } }), 1],
        [
          merge({ items: { patches: 2 }, completedOn: "2026-01-06", breakGlass: true, pull: 14 }),
          7,
        ],
      ],
      [
        "CIP-010 R1.2 #2 closed due 2026-01-02 by #2",
        "CIP-010 R1.3 #2 open due 2026-02-01 (completion not recorded)",
      ],
    ],
    [
      "a later deviation that keeps the earlier completed_on: not completed by it",
      [
        first,
        [merge({ items: { patches: 2 }, completedOn: "2026-01-02", policy: OWNERS_APPROVED }), 1],
        [
          merge({
            items: { patches: 3 },
            completedOn: "2026-01-02",
            policy: OWNERS_APPROVED,
            pull: 15,
          }),
          5,
        ],
      ],
      [
        "CIP-010 R1.2 #2 closed due 2026-01-02 by #2",
        "CIP-010 R1.2 #3 closed due 2026-01-06 by #3",
        "CIP-010 R1.3 #2 closed due 2026-02-01 by #2",
        "CIP-010 R1.3 #3 open due 2026-02-05 (completion not recorded)",
      ],
    ],
    [
      "a later deviation that drops completed_on: not completed",
      [
        first,
        [merge({ items: { patches: 2 }, completedOn: "2026-01-02", policy: OWNERS_APPROVED }), 1],
        [merge({ items: { patches: 3 }, pull: 15 }), 5],
      ],
      [
        "CIP-010 R1.2 #2 closed due 2026-01-02 by #2",
        "CIP-010 R1.2 #3 closed due 2026-01-06 by #3",
        "CIP-010 R1.3 #2 closed due 2026-02-01 by #2",
        "CIP-010 R1.3 #3 open due 2026-02-05 (completion not recorded)",
      ],
    ],
    [
      "a first declaration that carries completed_on: nothing",
      [[merge({ completedOn: "2026-01-01" }), 0]],
      [],
    ],
    [
      "a note naming one pull request completes its deviation, not another one's",
      [
        first,
        [merge({ items: { patches: 2 } }), 1],
        [merge({ items: { patches: 3 }, pull: 14 }), 3],
        [
          merge({
            items: { patches: 3 },
            pull: 13,
            completions: [{ completed_on: "2026-01-05", pull_request: 12 }],
          }),
          5,
        ],
      ],
      [
        "CIP-010 R1.2 #2 closed due 2026-01-02 by #2",
        "CIP-010 R1.2 #3 closed due 2026-01-04 by #3",
        "CIP-010 R1.3 #2 closed due 2026-02-04 by #2",
        "CIP-010 R1.3 #3 open due 2026-02-03 (completion not recorded)",
      ],
    ],
    [
      "a note naming its own pull request: #N names an earlier one, so it completes nothing",
      [
        first,
        [
          merge({
            items: { patches: 2 },
            pull: 13,
            completions: [{ completed_on: "2026-01-02", pull_request: 13 }],
          }),
          1,
        ],
      ],
      [
        "CIP-010 R1.2 #2 closed due 2026-01-02 by #2",
        "CIP-010 R1.3 #2 open due 2026-02-01 (completion not recorded)",
      ],
    ],
    [
      "a deviation no review authorized, closed by a reviewed baseline_ref: digest not verified",
      [
        first,
        [merge({ items: { patches: 2 }, breakGlass: true }), 1],
        [merge({ ref: "a", pull: 15 }), 5],
      ],
      [
        "CIP-010 R1.2 #2 exception due 2026-01-02 (not authorized: a break-glass apply (cip-sync apply --record): no review)",
        "CIP-010 R1.2 #3 closed due 2026-01-06 by #3",
        "CIP-010 R1.3 #2 closed due 2026-02-01 by #3 [digest not verified]",
        "CIP-010 R1.3 #3 open due 2026-02-05 (completion not recorded)",
      ],
    ],
    [
      "a collector's record before any change record: nothing to verify yet",
      [
        [collected([fetchedAs("alpha-rtu-09", "ca_9", "b")]), 5],
        [merge(), 6],
        [merge({ items: { patches: 2 } }), 7],
      ],
      [
        "CIP-010 R1.2 #3 closed due 2026-01-08 by #3",
        "CIP-010 R1.3 #3 open due 2026-02-07 (completion not recorded)",
      ],
    ],
    [
      "a collector's record that fetched no reference of the asset: verifies nothing",
      [
        ...REFERENCE_CHANGED,
        [
          collected([{ cyber_system: "Alpha Protection", name: "alpha-rtu-09", asset_id: "ca_9" }]),
          5,
        ],
      ],
      [
        "CIP-010 R1.2 #2 closed due 2026-01-02 by #2",
        "CIP-010 R1.3 #2 closed due 2026-02-01 by #2 [digest not verified]",
      ],
    ],
    [
      "a collector's record that names the asset anew, by its id: verified",
      [...REFERENCE_CHANGED, [collected([fetchedAs("alpha-rtu-10", "ca_9", "b")]), 5]],
      [
        "CIP-010 R1.2 #2 closed due 2026-01-02 by #2",
        "CIP-010 R1.3 #2 closed due 2026-02-01 by #2 verified by #3",
      ],
    ],
    [
      "a collector's record without authority (observed after it was appended): listed, verifies nothing",
      [...REFERENCE_CHANGED, [collected([fetchedAs("alpha-rtu-09", "ca_9", "b")]), 3]],
      [
        "CIP-010 R1.2 #2 closed due 2026-01-02 by #2",
        "CIP-010 R1.3 #2 closed due 2026-02-01 by #2 [digest not verified] not by #3",
      ],
    ],
    [
      "a collector's record that fetched another asset's reference: verifies nothing of this one",
      [...REFERENCE_CHANGED, [collected([fetchedAs("alpha-rtu-11", "ca_11", "b")]), 5]],
      [
        "CIP-010 R1.2 #2 closed due 2026-01-02 by #2",
        "CIP-010 R1.3 #2 closed due 2026-02-01 by #2 [digest not verified]",
      ],
    ],
    [
      "two references waiting, one fetched: each R1.3 once, the fetched one verified",
      [
        ...REFERENCE_CHANGED,
        [merge({ ref: "c", pull: 13, completions: [{ completed_on: "2026-01-04" }] }), 3],
        [collected([fetchedAs("alpha-rtu-09", "ca_9", "b")]), 5],
      ],
      [
        "CIP-010 R1.2 #2 closed due 2026-01-02 by #2",
        "CIP-010 R1.2 #3 closed due 2026-01-04 by #3",
        "CIP-010 R1.3 #2 closed due 2026-02-01 by #2 verified by #4",
        "CIP-010 R1.3 #3 closed due 2026-02-03 by #3 [digest not verified]",
      ],
    ],
  ])("%s", (_case, entries, expected) => {
    expect(r123(entries, 20)).toEqual(expected);
  });

  it("a create's baseline, declared by name, and a later one by the id the create gave: one asset", () => {
    const created = highImpactChange("alpha-rtu-09");
    created.change.baselines = [baseline({ noId: true })];
    const deviated = merge({ items: { patches: 2 } });
    if (deviated.kind === "change") deviated.change.baselines![0]!.asset_id = CREATED_ID;
    const obligations = obligationsOf(
      [
        [created, 0],
        [deviated, 1],
      ],
      10,
    );
    expect(r1(obligations).filter((line) => /R1\.[23]/.test(line))).toEqual([
      "CIP-010 R1.2 #2 closed due 2026-01-02 by #2",
      "CIP-010 R1.3 #2 open due 2026-02-01 (completion not recorded)",
    ]);
    expect(obligations.find((o) => o.kind === "CIP-010 R1.3")?.subject.asset_id).toBe(CREATED_ID);
  });

  it.each<[string, [EvidenceDraft, number][], string]>([
    [
      "a completion note by someone who did not authorize the deviation",
      [
        first,
        [merge({ items: { patches: 2 } }), 1],
        [
          merge({
            items: { patches: 2 },
            pull: 13,
            approvers: ["mallory"],
            noteBy: "mallory",
            completions: [{ completed_on: "2026-01-04", pull_request: 12 }],
          }),
          5,
        ],
      ],
      "the /cip-010-completed note of mallory has no authority: it is not approved by a counted approver of the pull request that authorized the deviation the fact is about",
    ],
    [
      "a completed_on: dated after the record that carries it",
      [
        first,
        [merge({ items: { patches: 2 } }), 1],
        [
          merge({
            items: { patches: 2 },
            completedOn: "2062-01-06",
            policy: OWNERS_APPROVED,
            pull: 14,
          }),
          7,
        ],
      ],
      "its completed_on: 2062-01-06 has no authority: it is dated 2062-01-06, after the record that carries it (2026-01-08T06:00:00.000Z)",
    ],
  ])("says why %s closed nothing", (_case, entries, why) => {
    const r13 = obligationsOf(entries, 20).find((o) => o.kind === "CIP-010 R1.3");
    expect(r13?.not_closed_by?.map((listed) => [listed.record.sequence, listed.why])).toEqual([
      [3, why],
    ]);
  });

  it("an undeclared impact: every row says so", () => {
    const spec = { impact: null } as const;
    const reasons = obligationsOf(
      [
        [merge(spec), 0],
        [merge({ ...spec, items: { patches: 2 } }), 1],
      ],
      10,
    )
      .filter((o) => o.kind.startsWith("CIP-010 R1"))
      .map((o) => `${o.kind}: ${o.reason}`)
      .sort();
    const why =
      "impact not declared: the system's document has no impact:, so the row is judged as for High";
    expect(reasons).toEqual(
      ["R1.2", "R1.3", "R1.4", "R1.5", "R1.6"].map((row) => `CIP-010 ${row}: ${why}`),
    );
  });

  it("R1.4 without verification notes carries none", () => {
    const r14 = obligationsOf([first, [merge({ items: { patches: 2 } }), 1]], 10).find(
      (o) => o.kind === "CIP-010 R1.4",
    );
    expect(r14?.status).toBe("reminder");
    expect(Object.keys(r14 ?? {})).not.toContain("notes");
  });

  it("ports and patches changed together: R1.6 for the patches", () => {
    const kinds = obligationsOf([first, [merge({ items: { ports: 2, patches: 2 } }), 1]], 10)
      .filter((o) => o.kind.startsWith("CIP-010 R1"))
      .map((o) => o.kind)
      .sort();
    expect(kinds).toEqual([
      "CIP-010 R1.2",
      "CIP-010 R1.3",
      "CIP-010 R1.4",
      "CIP-010 R1.5",
      "CIP-010 R1.6",
    ]);
  });
});

describe("the deviation pass itself", () => {
  it("finishing empties it: a second finish emits nothing more", () => {
    const context = {
      calendar: DEFAULT_CALENDAR,
      today: "2026-01-11",
      rule: calendarRule(DEFAULT_CALENDAR),
      completionGraceDays: 30,
    };
    const emitted: Obligation[] = [];
    const pass = new DeviationObligations(context, (o) => emitted.push(o));
    const sealed = chainOf([
      { draft: merge(), at: day(0) },
      { draft: merge({ items: { patches: 2 } }), at: day(1) },
    ]);
    for (const { record, text } of sealed) pass.add({ record, sha256: sha256Hex(text) });
    pass.finish();
    expect(emitted.map((o) => `${o.kind} ${o.status}`).sort()).toEqual([
      "CIP-010 R1.2 closed",
      "CIP-010 R1.3 open",
      "CIP-010 R1.4 reminder",
      "CIP-010 R1.5 reminder",
      "CIP-010 R1.6 reminder",
    ]);
    pass.finish();
    expect(emitted).toHaveLength(5);
  });
});

describe("a collector's record never re-keys an asset", () => {
  /** alpha-rtu-09, declared without its live id, then one of its items changed by #last. */
  const changedByName = (waiting: boolean): [EvidenceDraft, number][] => {
    const other = { name: "alpha-rtu-08", noId: true };
    const collector = configurationMonitoringDraft(
      "grid-east",
      90,
      [
        {
          cyber_system: "Alpha Protection",
          name: "alpha-rtu-09",
          asset_id: "ca_other",
          baselineRef: { digest: digest({ ref: "z" }), matches: true },
        },
      ],
      day(3),
    );
    return [
      // Another asset's baseline_ref changed and waiting for its document to be fetched, or not.
      ...(waiting
        ? ([
            [merge({ ...other, ref: "a" }), 0],
            [
              merge({
                ...other,
                ref: "b",
                pull: 13,
                completions: [{ completed_on: "2026-01-02" }],
              }),
              1,
            ],
          ] as [EvidenceDraft, number][])
        : []),
      [merge({ noId: true, pull: 14 }), 2],
      [collector, 4],
      [merge({ noId: true, items: { ports: 2 }, pull: 15 }), 6],
    ];
  };
  const ofAlpha09 = (entries: [EvidenceDraft, number][]) =>
    obligationsOf(entries, 10)
      .filter((o) => o.kind.startsWith("CIP-010 R1") && o.subject.asset === "alpha-rtu-09")
      .map((o) => `${o.kind} ${o.status}`)
      .sort();

  it.each([
    ["with another asset's baseline_ref waiting", true],
    ["with none waiting", false],
  ])(
    "a changed baseline opens its deviation %s, whatever id the collector named",
    (_case, waiting) => {
      expect(ofAlpha09(changedByName(waiting))).toEqual([
        "CIP-010 R1.2 closed",
        "CIP-010 R1.3 open",
        "CIP-010 R1.4 reminder",
        "CIP-010 R1.5 reminder",
      ]);
    },
  );
});
