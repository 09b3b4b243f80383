// The JSON audit report written record by record (issue 27, target 3): the same bytes as the whole
// rendering of listedReport, whatever the records hold, and never more than one record read ahead.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  buildEvidenceReport,
  type EvidenceReport,
  type WorkspaceReport,
} from "../../../src/core/evidence/report/evidence-report.ts";
import { listedReport } from "../../support/evidence-text.ts";
import { evidenceJsonChunks } from "../../../src/render/evidence/evidence-json.ts";
import { EVIDENCE_REPORT_RENDERERS } from "../../../src/render/formats.ts";
import { renderJson } from "../../../src/render/plan/plan-json.ts";
import {
  breakGlassDraft,
  chainOf,
  changeDraft,
  day,
  ledgerFilesOf,
  monitoringDraft,
} from "../../support/evidence-records.ts";

/** The whole rendering the chunks must spell, byte for byte. */
const oracle = (report: EvidenceReport) => renderJson(listedReport(report));
const streamed = (report: EvidenceReport) => [...evidenceJsonChunks(report)].join("");

const HOSTILE =
  '::error file=a.yaml::owned\n"quoted" \\ \u2028\u2029\u202E\u200B\uFEFF\u0007 </script>';

function reportOf(drafts: Parameters<typeof chainOf>[0]): EvidenceReport {
  return buildEvidenceReport(
    ledgerFilesOf(chainOf(drafts)),
    { from: day(0), to: day(60) },
    day(61),
    { toolVersion: "1.2.3", timestamps: new Map() },
  );
}

function hostileChange() {
  const draft = changeDraft("grid-east", 7, "partly-applied");
  draft.change.pull_request!.title = HOSTILE;
  return draft;
}

describe("evidenceJsonChunks writes what renderJson(listedReport(report)) writes", () => {
  it.each<[string, () => EvidenceReport]>([
    ["an empty ledger", () => reportOf([])],
    ["one record", () => reportOf([{ draft: changeDraft("grid-east", 1), at: day(1) }])],
    [
      "several workspaces, a gap over the limit, drift and a break-glass change",
      () =>
        reportOf([
          { draft: breakGlassDraft(changeDraft("grid-east", 1)), at: day(1) },
          { draft: monitoringDraft("grid-east", 2, false), at: day(2) },
          { draft: monitoringDraft("grid-west", 3, true), at: day(2) },
          { draft: changeDraft("grid-west", 4, "failed"), at: day(3) },
          { draft: monitoringDraft("grid-east", 5, true), at: day(50) },
          { draft: monitoringDraft("grid-north", 6, true), at: day(51) },
        ]),
    ],
    [
      "a record with workflow commands, quotes, hidden characters and U+2028",
      () => reportOf([{ draft: hostileChange(), at: day(1) }]),
    ],
  ])("%s", (_, report) => {
    const text = streamed(report());
    expect(text).toBe(oracle(report()));
    expect(JSON.parse(text)).toEqual(JSON.parse(oracle(report())));
  });

  it("writes each hostile character escaped, and no line that starts a workflow command", () => {
    const text = streamed(reportOf([{ draft: hostileChange(), at: day(1) }]));
    expect(text).toContain(
      String.raw`"::error file=a.yaml::owned\n\"quoted\" \\ \u2028\u2029\u202E\u200B\uFEFF\u0007 </script>"`,
    );
    expect(text.split("\n").some((line) => line.startsWith("::"))).toBe(false);
  });

  it("is the registry's json format", () => {
    const report = reportOf([{ draft: monitoringDraft("grid-east", 1, false), at: day(1) }]);
    const chunks = EVIDENCE_REPORT_RENDERERS.json(report, { color: false, toolVersion: "1.2.3" });
    expect([...chunks].join("")).toBe(oracle(report));
  });
});

/** A report whose lists hold any JSON values, each list counting the items read from it. */
function anyReport(
  envelope: Record<string, unknown>,
  workspaces: { lists: unknown[][]; rest: Record<string, unknown> }[],
): { report: EvidenceReport; reads: number[] } {
  const reads: number[] = [];
  const lazy = (items: unknown[]): Iterable<never> => {
    const list = reads.push(0) - 1;
    return {
      *[Symbol.iterator]() {
        for (const item of items) {
          reads[list]!++;
          yield item as never;
        }
      },
    };
  };
  const report = {
    ...envelope,
    workspaces: workspaces.map(
      ({ lists, rest }): WorkspaceReport =>
        ({
          ...rest,
          changes: lazy(lists[0]!),
          monitoring: lazy(lists[1]!),
          configuration_monitoring: lazy(lists[5] ?? []),
          gaps_over_limit: lists[2],
          drift_episodes: lists[3],
          months: lists[4],
        }) as unknown as WorkspaceReport,
    ),
  } as unknown as EvidenceReport;
  return { report, reads };
}

const anyText = fc.string({ unit: "binary" });
const anyJson = fc.jsonValue({ maxDepth: 3 });
// Any JSON value, and what JSON.stringify leaves out of an object or writes as null in an array.
const anyValue = fc.oneof(anyJson, anyText, fc.constant(undefined));

it("writes any records, any envelope and any hidden characters as the whole rendering does", () => {
  fc.assert(
    fc.property(
      fc.dictionary(anyText, anyValue, { maxKeys: 4 }),
      fc.array(
        fc.record({
          lists: fc.array(fc.array(anyValue, { maxLength: 4 }), { minLength: 6, maxLength: 6 }),
          rest: fc.record({ workspace: anyText, longest_gap: anyValue, counts: anyValue }),
        }),
        { maxLength: 3 },
      ),
      (envelope, workspaces) => {
        const { report } = anyReport(envelope, workspaces);
        expect(streamed(report)).toBe(oracle(report));
      },
    ),
    { numRuns: 200 },
  );
});

it("reads each list once, a record at a time, as it writes it", () => {
  const records = Array.from({ length: 5 }, (_, index) => ({ index, text: HOSTILE }));
  const lazyReport = () =>
    anyReport({ subject: {}, ledger: {}, exceptions: [] }, [
      { lists: [records, records, [], [], []], rest: { workspace: "grid-east" } },
    ]);
  const { report, reads } = lazyReport();
  let text = "";
  for (const chunk of evidenceJsonChunks(report)) {
    text += chunk;
    // Each record is read as it is written: never one more than the records written so far.
    const written = text.match(/"index": /g)?.length ?? 0;
    expect(reads[0]! + reads[1]!).toBeGreaterThanOrEqual(written);
    expect(reads[0]! + reads[1]!).toBeLessThanOrEqual(written + 1);
  }
  expect(reads).toEqual([5, 5, 0]);
  expect(text).toBe(oracle(lazyReport().report));
});
