// CIP-010 R2.1 over generated ledgers of several workspaces (commissioning, renames, deletes,
// records with and without asset ids, observations sealed again, unauthorized changes and
// investigations, a collector's own and reviewed /cip-010-investigated notes): R21Pass hands on
// each interval
// as it closes, so the obligations it feeds ObligationsPass must not depend on how the workspaces'
// chains are interleaved (each in chain order), nor on a limit cutting the list as it goes.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type {
  EvidenceDraft,
  HashedRecord,
} from "../../../src/core/evidence/records/evidence-record.ts";
import { DEFAULT_CALENDAR } from "../../../src/core/shared/calendar.ts";
import { sha256Hex } from "../../../src/core/shared/sha256.ts";
import { ObligationsPass } from "../../../src/core/obligations/obligations.ts";
import type { BaselineItem } from "../../../src/core/inventory/document/baseline-items.ts";
import {
  chainOf,
  changeDraft,
  configurationMonitoringDraft,
  day,
  deleteChange,
  highImpactChange,
  monitoringDraft,
  type ObservedAsset,
  renameChange,
} from "../../support/evidence-records.ts";
import { observedAt } from "../../support/r21.ts";

const WORKSPACES = ["grid-east", "grid-west", "grid-north"];
const SYSTEM = "Alpha Protection";
const ASSETS = ["alpha-rtu-09", "alpha-rtu-10"];

type Step =
  | { commission: string }
  | { rename: [string, string] }
  | { retire: string }
  /** Devices read `back` days before the record is sealed: 0 fresh, more an old file sealed again. */
  | { observe: { name: string; changed?: BaselineItem; missing?: BaselineItem }[]; back: number }
  /** An investigation of the change detected `back` records before: reviewed, or the collector's. */
  | { investigate: { name: string; item: BaselineItem; back: number; collector: boolean } }
  | { drift: true };

const item = fc.constantFrom<BaselineItem>("ports", "patches");
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.constantFrom(...ASSETS).map((name) => ({ commission: name })),
  fc.shuffledSubarray(ASSETS, { minLength: 2, maxLength: 2 }).map(([from, to]) => ({
    rename: [from!, to!] as [string, string],
  })),
  // A collector's file lists each device once.
  fc
    .uniqueArray(
      fc.record(
        {
          name: fc.constantFrom(...ASSETS),
          asset_id: fc.constantFrom("ca_new_0", "ca_7"),
          changed: item,
          missing: item,
        },
        { requiredKeys: ["name"] },
      ),
      { minLength: 1, maxLength: 2, selector: (asset) => asset.name },
    )
    .chain((observe) => fc.integer({ min: 0, max: 30 }).map((back) => ({ observe, back }))),
  fc
    .record({
      name: fc.constantFrom(...ASSETS),
      item,
      back: fc.integer({ min: 1, max: 4 }),
      collector: fc.boolean(),
    })
    .map((investigate) => ({ investigate })),
  fc.constant({ drift: true as const }),
  fc.constantFrom(...ASSETS).map((name) => ({ retire: name })),
);

function draftOf(workspace: string, at: number, index: number, s: Step): EvidenceDraft {
  if ("commission" in s) return { ...highImpactChange(s.commission), workspace };
  if ("drift" in s) return monitoringDraft(workspace, 100 + index, true);
  if ("rename" in s) return { ...renameChange("ca_new_0", ...s.rename), workspace };
  if ("retire" in s) return { ...deleteChange("ca_new_0", s.retire), workspace };
  if ("observe" in s) {
    const observed: ObservedAsset[] = s.observe.map((asset) => ({
      cyber_system: SYSTEM,
      ...asset,
    }));
    return configurationMonitoringDraft(workspace, 100 + index, observed, observedAt(at - s.back));
  }
  const { name, item: changed, back, collector } = s.investigate;
  if (!collector) {
    const draft = changeDraft(workspace, 100 + index, "no-changes", 20 + index);
    draft.change.pull_request!.investigation_notes = [
      {
        login: "dave",
        detected_in: Math.max(1, index + 1 - back),
        item: changed,
        asset: name,
        reference: `INC-${at}`,
      },
    ];
    return draft;
  }
  return configurationMonitoringDraft(
    workspace,
    100 + index,
    [{ cyber_system: SYSTEM, name }],
    observedAt(at),
    [
      {
        cyber_system: SYSTEM,
        name,
        item: changed,
        detected_in: Math.max(1, index + 1 - back),
        reference: `INC-${at}`,
      },
    ],
  );
}

/** Each workspace's chain, sealed: its steps a few days apart. */
const chains = fc
  .array(fc.array(fc.tuple(step, fc.integer({ min: 1, max: 40 })), { maxLength: 8 }), {
    minLength: 2,
    maxLength: WORKSPACES.length,
  })
  .map((perWorkspace) =>
    perWorkspace.map((steps, w): HashedRecord[] => {
      let at = 0;
      const drafts = steps.map(([s, gap], index) => {
        at += gap;
        return { draft: draftOf(WORKSPACES[w]!, at, index, s), at: day(at) };
      });
      return chainOf(drafts).map(({ record, text }) => ({ record, sha256: sha256Hex(text) }));
    }),
  );

/** The chains one after the other, and interleaved in an order `order` picks. */
const interleavings = chains.chain((perWorkspace) => {
  const tags = perWorkspace.flatMap((chain, w) => chain.map(() => w));
  return fc.tuple(
    fc.constant(perWorkspace),
    fc.shuffledSubarray(tags, { minLength: tags.length }),
    fc.integer({ min: 1, max: 8 }),
  );
});

function interleave(perWorkspace: readonly HashedRecord[][], order: readonly number[]) {
  const next = perWorkspace.map(() => 0);
  return order.map((w) => perWorkspace[w]![next[w]!++]!);
}

function judge(records: readonly HashedRecord[], limit?: number) {
  const pass = new ObligationsPass(day(200), DEFAULT_CALENDAR, {
    keep: (o) => o.kind === "CIP-010 R2.1",
    ...(limit === undefined ? {} : { limit }),
  });
  for (const entry of records) pass.add(entry);
  return pass.finish();
}

describe("CIP-010 R2.1 over interleaved chains", () => {
  it("gives the same obligations however the workspaces' chains are interleaved", () => {
    fc.assert(
      fc.property(interleavings, ([perWorkspace, order, limit]) => {
        const oneAfterAnother = judge(perWorkspace.flat());
        const interleaved = interleave(perWorkspace, order);
        expect(judge(interleaved)).toEqual(oneAfterAnother);
        const cut = judge(interleaved, limit);
        expect(cut.obligations).toEqual(oneAfterAnother.obligations.slice(0, limit));
        expect(cut.counts).toEqual(oneAfterAnother.counts);
      }),
      { numRuns: 150 },
    );
  });
});

/**
 * Steps of one asset as the service keeps it: one id (the create's), which every collector's
 * record names (the tool fills it from the service's inventory), its name never reused by another
 * id. The interleaving property above also takes records without ids and ids a record makes up.
 */
const NAME = ASSETS[0]!;
const oneAsset: fc.Arbitrary<Step> = fc.oneof(
  fc.constant({ commission: NAME }),
  fc.constant({ retire: NAME }),
  fc.constant({ drift: true as const }),
  fc
    .record(
      { asset_id: fc.constant("ca_new_0"), changed: item, missing: item },
      { requiredKeys: ["asset_id"] },
    )
    .chain((observed) =>
      fc
        .integer({ min: 0, max: 30 })
        .map((back) => ({ observe: [{ name: NAME, ...observed }], back })),
    ),
  fc
    .record({ item, back: fc.integer({ min: 1, max: 4 }), collector: fc.boolean() })
    .map((investigate) => ({ investigate: { name: NAME, ...investigate } })),
);

/**
 * One asset's steps, and one of its observations sealed again at the end (`extra` days after the
 * last record): the same devices, read at the same instant, as an unchanged collector file is.
 */
const resealed = fc
  .array(fc.tuple(oneAsset, fc.integer({ min: 1, max: 40 })), { minLength: 1, maxLength: 8 })
  .chain((steps) => {
    const observations = steps.flatMap(([s], index) => ("observe" in s ? [index] : []));
    return fc.tuple(
      fc.constant(steps),
      observations.length === 0 ? fc.constant(undefined) : fc.constantFrom(...observations),
      fc.integer({ min: 1, max: 40 }),
    );
  });

function sealedChain(steps: readonly (readonly [Step, number])[]): HashedRecord[] {
  let at = 0;
  const drafts = steps.map(([s, gap], index) => {
    at += gap;
    return { draft: draftOf(WORKSPACES[0]!, at, index, s), at: day(at) };
  });
  return chainOf(drafts).map(({ record, text }) => ({ record, sha256: sha256Hex(text) }));
}

describe("CIP-010 R2.1 and an observation sealed again", () => {
  it("changes no obligation: it closes nothing and detects nothing a second time", () => {
    fc.assert(
      fc.property(resealed, ([steps, original, extra]) => {
        if (original === undefined) return;
        const [observed] = steps[original]! as [Extract<Step, { observe: unknown }>, number];
        const ats = steps.map((_, index) =>
          steps.slice(0, index + 1).reduce((sum, [, gap]) => sum + gap, 0),
        );
        // Read when the original was read: its record's day less its own `back`, from the end.
        const back = ats.at(-1)! + extra - (ats[original]! - observed.back);
        const again: [Step, number] = [{ observe: observed.observe, back }, extra];
        expect(judge(sealedChain([...steps, again])).obligations).toEqual(
          judge(sealedChain(steps)).obligations,
        );
      }),
      { numRuns: 200 },
    );
  });
});
