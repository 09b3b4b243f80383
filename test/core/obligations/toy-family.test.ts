// A requirement family is a value (Family, obligation-families.ts): a family defined here alone,
// given to the obligations pass in its table, is judged with the others, carried through a
// checkpoint (under its own key, as plain JSON) and resumed with the same result, and named as not
// judged when no record started it, with no line of src/ naming it. The toy "CIP-099 R1": an
// accepted merge opens an obligation due 30 days after it, and the workspace's next record closes
// it; the next accepted merge after that opens another.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { HashedRecord } from "../../../src/core/evidence/records/evidence-record.ts";
import { isAccepted } from "../../../src/core/evidence/records/in-force/facts-in-force.ts";
import { type Family, type FamilyPass } from "../../../src/core/obligations/obligation-families.ts";
import { MERGE_JUDGED_FAMILIES } from "../../../src/core/obligations/family-table.ts";
import {
  type Context,
  dateOf,
  type DeclaredKind,
  isTableKind,
  type Obligation,
  type RecordRef,
  refOf,
  statusOf,
} from "../../../src/core/obligations/obligation-model.ts";
import type { ObligationsCheckpoint } from "../../../src/core/obligations/checkpoint/obligations-checkpoint.ts";
import { ObligationsPass } from "../../../src/core/obligations/obligations.ts";
import { addDays, DEFAULT_CALENDAR } from "../../../src/core/shared/calendar.ts";
import { buildEvidenceReport } from "../../../src/core/evidence/report/evidence-report.ts";
import { partTally } from "../../../src/core/obligations/part-counts.ts";
import { evidenceJsonChunks } from "../../../src/render/evidence/evidence-json.ts";
import type { AuditReport } from "../../../src/render/evidence/obligations.ts";
import { chainOf, changeDraft, day, ledgerFilesOf } from "../../support/evidence-records.ts";
import {
  listedReport,
  renderEvidenceHtml,
  renderEvidenceMarkdown,
} from "../../support/evidence-text.ts";
import { check, generatedLedger, hashed } from "../../support/obligation-ledgers.ts";

// The table's kinds are a closed union derived from the requirement table (OBLIGATION_KINDS); a
// family outside it declares its own, named as the standards name a requirement (DeclaredKind),
// which the pass and its checkpoint treat as an opaque string.
const TOY_KIND: DeclaredKind = "CIP-099 R1";

interface ToyHeld {
  workspace: string;
  /** The record that opened the obligation still open; null: none is. */
  open: RecordRef | null;
}

class ToyPass implements FamilyPass<ToyHeld> {
  readonly #context: Context;
  readonly #emit: (obligation: Obligation) => void;
  #open: RecordRef | null;

  constructor(
    context: Context,
    emit: (obligation: Obligation) => void,
    open: RecordRef | null = null,
  ) {
    this.#context = context;
    this.#emit = emit;
    this.#open = open;
  }

  static resume(held: ToyHeld, context: Context, emit: (obligation: Obligation) => void): ToyPass {
    return new ToyPass(context, emit, held.open);
  }

  addRecord(entry: HashedRecord): void {
    if (this.#open !== null) {
      this.#emit(this.#obligation(this.#open, refOf(entry)));
      this.#open = null;
    } else if (isAccepted(entry.record)) this.#open = refOf(entry);
  }

  held(workspace: string): ToyHeld {
    return { workspace, open: this.#open };
  }

  finish(): Obligation[] {
    return this.#open === null ? [] : [this.#obligation(this.#open, undefined)];
  }

  #obligation(opened: RecordRef, closer: RecordRef | undefined): Obligation {
    const due = addDays(dateOf(opened, this.#context), 30);
    const closedOn = closer === undefined ? undefined : dateOf(closer, this.#context);
    return {
      kind: TOY_KIND,
      requirement: TOY_FAMILY.declaredParts?.[TOY_KIND]?.words ?? "",
      workspace: opened.workspace,
      subject: {},
      opened_by: opened,
      due,
      status: statusOf(due, closedOn, this.#context),
      ...(closer === undefined ? {} : { closed_by: closer }),
      calendar: this.#context.rule,
    };
  }
}

const TOY_FAMILY: Family<ToyHeld, "toy_family"> = {
  name: "CIP-099 R1",
  kinds: [TOY_KIND],
  declaredParts: {
    [TOY_KIND]: {
      words: "Close each accepted merge's toy obligation within 30 days.",
      source: "CIP-099-1 Table R1",
    },
  },
  topic: "toy checks",
  appliesTo: ["high", "medium", "low"],
  notJudged: "CIP-099 R1 was not judged from this ledger: no accepted merge started it.",
  starts: (record) => isAccepted(record),
  pass: ToyPass,
  checkpointKey: "toy_family",
  heldVersion: 1,
  docs: "obligations/cip-099-r1.md",
  summary: "the toy files",
  folders: [],
};

const FAMILIES: readonly Family[] = [...MERGE_JUDGED_FAMILIES, TOY_FAMILY];
const AS_OF = day(800);

/** grid-east: a merge (day 1), a drift check (day 5), a merge (day 10), a drift check (day 50). */
const LEDGER: HashedRecord[] = hashed(
  chainOf([
    { draft: changeDraft("grid-east", 1), at: day(1) },
    { draft: check(), at: day(5) },
    { draft: changeDraft("grid-east", 2), at: day(10) },
    { draft: check(), at: day(50) },
  ]),
);

function passOver(records: readonly HashedRecord[], families = FAMILIES): ObligationsPass {
  const pass = new ObligationsPass(AS_OF, DEFAULT_CALENDAR, { families });
  for (const entry of records) pass.add(entry);
  return pass;
}

/** The toy's obligations, by the record that opened them. */
const toyOf = (obligations: readonly Obligation[]) =>
  obligations
    .filter((o) => o.kind === TOY_KIND)
    .sort((a, b) => a.opened_by.sequence - b.opened_by.sequence)
    .map((o) => [o.opened_by.sequence, o.status, o.due, o.closed_by?.sequence]);

describe("a family defined in a test alone, given to the obligations pass", () => {
  it("is judged with the others, which judge as without it", () => {
    const found = passOver(LEDGER).finish();
    expect(toyOf(found.obligations)).toEqual([
      [1, "closed", "2026-02-01", 2],
      [3, "closed-late", "2026-02-10", 4],
    ]);
    const without = passOver(LEDGER, MERGE_JUDGED_FAMILIES).finish();
    expect(found.obligations.filter((o) => o.kind !== TOY_KIND)).toEqual(without.obligations);
    expect(found.counts.closed).toBe(without.counts.closed + 1);
    expect(found.counts["closed-late"]).toBe(without.counts["closed-late"] + 1);
  });

  it("finishes what is still open, judged as of the pass's day", () => {
    const found = passOver(LEDGER.slice(0, 3)).finish();
    expect(toyOf(found.obligations)).toEqual([
      [1, "closed", "2026-02-01", 2],
      [3, "overdue", "2026-02-10", undefined],
    ]);
  });

  it.each([1, 2, 3])(
    "is carried through a checkpoint after record %i and resumed with the same result",
    (cut) => {
      const checkpoint = passOver(LEDGER.slice(0, cut)).checkpoint();
      const written = JSON.parse(JSON.stringify(checkpoint)) as typeof checkpoint;
      expect(written.toy_family).toEqual([
        { workspace: "grid-east", open: cut === 2 ? null : refOf(LEDGER[cut - 1]!) },
      ]);
      const pass = ObligationsPass.resume(written, AS_OF, DEFAULT_CALENDAR, { families: FAMILIES });
      for (const entry of LEDGER.slice(cut)) pass.add(entry);
      expect(pass.notJudged).not.toContain(TOY_FAMILY);
      const resumed = pass.finish();
      const full = passOver(LEDGER).finish();
      expect(resumed.counts).toEqual(full.counts);
      // What was closed before the cut is counted by the checkpoint, not listed again.
      expect(toyOf(resumed.obligations)).toEqual(toyOf(full.obligations).slice(cut < 2 ? 0 : 1));
    },
  );

  it("is named as not judged when no record started it, and its state is absent", () => {
    const drift = hashed(chainOf([{ draft: check(), at: day(5) }]));
    const pass = passOver(drift);
    expect(pass.checkpoint()).not.toHaveProperty("toy_family");
    expect(pass.notJudged).toEqual(FAMILIES);
    expect(toyOf(pass.finish().obligations)).toEqual([]);
    expect(pass.notJudged.map((family) => family.notJudged)).toContain(TOY_FAMILY.notJudged);
    const started = passOver(LEDGER);
    expect(started.notJudged).toEqual(MERGE_JUDGED_FAMILIES);
    started.finish();
    expect(started.notJudged).toEqual(MERGE_JUDGED_FAMILIES);
  });

  it("leaves the other families' checkpoint as it was, its own state last", () => {
    fc.assert(
      fc.property(generatedLedger, fc.nat(), (records, at) => {
        const cut = at % (records.length + 1);
        // All but the counts, which count the toy's closed obligations too, and the toy's state.
        const others = (checkpoint: ObligationsCheckpoint) =>
          JSON.stringify({ ...checkpoint, counts: undefined, toy_family: undefined });
        const checkpoint = passOver(records.slice(0, cut)).checkpoint();
        const without = passOver(records.slice(0, cut), MERGE_JUDGED_FAMILIES).checkpoint();
        expect(others(checkpoint)).toBe(others(without));
        const toy = checkpoint.toy_family;
        const keys = Object.keys(checkpoint);
        if (toy !== undefined) expect(keys.at(-1)).toBe("toy_family");
      }),
      { numRuns: 60 },
    );
  });

  it("declares its kind outside the requirement table, and each family's declared kind is worded", () => {
    expect(isTableKind(TOY_KIND)).toBe(false);
    for (const family of [...MERGE_JUDGED_FAMILIES, TOY_FAMILY])
      for (const kind of family.kinds)
        if (!isTableKind(kind))
          expect(family.declaredParts?.[kind]?.words, `${family.name}: ${kind}`).toBeTruthy();
  });
});

describe("a family defined in a test alone, in the audit report", () => {
  const chain = chainOf([
    { draft: changeDraft("grid-east", 1), at: day(1) },
    { draft: check(), at: day(5) },
    { draft: changeDraft("grid-east", 2), at: day(10) },
  ]);
  const pass = passOver(hashed(chain));
  const tally = partTally(TOY_FAMILY.kinds);
  const { obligations } = pass.finish();
  for (const o of obligations) tally.add(o);
  const at = AS_OF.toISOString().slice(0, 10);
  const report: AuditReport = {
    ...buildEvidenceReport(ledgerFilesOf(chain), { from: day(0), to: day(20) }, day(21), {
      toolVersion: "1.2.3",
    }),
    obligations: { at, calendar: "toy calendar", obligations },
    families: [{ family: TOY_FAMILY, at, parts: tally.counts }],
  };

  it("has its section in Markdown and HTML, its part worded by the words it declares", () => {
    const markdown = renderEvidenceMarkdown(report);
    expect(markdown).toContain(`## CIP-099 R1 toy checks as of ${at}`);
    expect(markdown).toContain(
      "| CIP-099 R1 | Close each accepted merge's toy obligation within 30 days. | 2 | 0 | 1 | 0 | 0 | 0 | 1 |",
    );
    const html = renderEvidenceHtml(report);
    expect(html).toContain(`<h2 id="toy-checks">CIP-099 R1 toy checks as of ${at}</h2>`);
  });

  it("has its counts in the JSON report under its checkpoint key", () => {
    const json = JSON.parse([...evidenceJsonChunks(report)].join("")) as Record<string, unknown>;
    expect(json["toy_family"]).toEqual({
      at,
      parts: { [TOY_KIND]: tally.counts[TOY_KIND] },
    });
    expect(json).toEqual(JSON.parse(JSON.stringify(listedReport(report))));
  });
});
