// CIP-010 R2.1 over generated ledgers of several workspaces (commissioning, renames, records with
// and without asset ids, unauthorized changes and investigations): R21Pass hands on each interval
// as it closes, so the obligations it feeds ObligationsPass must not depend on how the workspaces'
// chains are interleaved (each in chain order), nor on a limit cutting the list as it goes.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { EvidenceDraft, HashedRecord } from "../../../src/core/evidence/evidence-record.ts";
import { DEFAULT_CALENDAR } from "../../../src/core/shared/calendar.ts";
import { sha256Hex } from "../../../src/core/shared/sha256.ts";
import { ObligationsPass } from "../../../src/core/obligations/obligations.ts";
import type { BaselineItem } from "../../../src/core/inventory/baseline-items.ts";
import {
  chainOf,
  configurationMonitoringDraft,
  day,
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
  | { observe: { name: string; changed?: BaselineItem; missing?: BaselineItem }[] }
  | { investigate: { name: string; item: BaselineItem; back: number } }
  | { drift: true };

const item = fc.constantFrom<BaselineItem>("ports", "patches");
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.constantFrom(...ASSETS).map((name) => ({ commission: name })),
  fc.shuffledSubarray(ASSETS, { minLength: 2, maxLength: 2 }).map(([from, to]) => ({
    rename: [from!, to!] as [string, string],
  })),
  fc
    .array(
      fc.record(
        {
          name: fc.constantFrom(...ASSETS),
          asset_id: fc.constantFrom("ca_new_0", "ca_7"),
          changed: item,
          missing: item,
        },
        { requiredKeys: ["name"] },
      ),
      { minLength: 1, maxLength: 2 },
    )
    .map((observe) => ({ observe })),
  fc
    .record({ name: fc.constantFrom(...ASSETS), item, back: fc.integer({ min: 1, max: 4 }) })
    .map((investigate) => ({ investigate })),
  fc.constant({ drift: true as const }),
);

function draftOf(workspace: string, at: number, index: number, s: Step): EvidenceDraft {
  if ("commission" in s) return { ...highImpactChange(s.commission), workspace };
  if ("drift" in s) return monitoringDraft(workspace, 100 + index, true);
  if ("rename" in s) return { ...renameChange("ca_new_0", ...s.rename), workspace };
  if ("observe" in s) {
    const observed: ObservedAsset[] = s.observe.map((asset) => ({
      cyber_system: SYSTEM,
      ...asset,
    }));
    return configurationMonitoringDraft(workspace, 100 + index, observed, observedAt(at));
  }
  const { name, item: changed, back } = s.investigate;
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
