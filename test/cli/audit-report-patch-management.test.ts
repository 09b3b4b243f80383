// The audit report's CIP-007 R2 section (`cip-sync evidence report`): each part's obligations
// counted by status, then the exceptions, overdue and closed-late ones first, each naming the
// record that opened it, in Markdown, HTML and JSON; and the report's exception count holds R2's.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it, onTestFinished } from "vitest";
import { runCliInProcess } from "../support/cli.ts";
import {
  breakGlassDraft,
  type ChangeDraft,
  chainOf,
  day,
  writeLedgerCheckout,
} from "../support/evidence-records.ts";
import { patchMerge } from "../support/obligation-ledgers.ts";
import type { SealedRecord } from "../../src/core/evidence/chain/record-files.ts";
import { sha256Hex } from "../../src/core/shared/sha256.ts";
import { PATCH_MANAGEMENT_FAMILY } from "../../src/core/obligations/patch-management/patch-family.ts";
import { escapeHtml } from "../../src/render/shared/escape-html.ts";
import { escapeMarkdown } from "../../src/render/shared/escape-markdown.ts";

// The RTAC's software has a source; its firmware has none and no declaration.
const SOURCES = `version: 1
sources:
  - id: sel-advisories
    name: SEL security notifications
    covers:
      - { software: "acSELerator RTAC" }
`;
const EVALUATION = `version: 1
source: sel-advisories
releases_since: 2026-01-01
patches:
  - { id: SEL-2026-004, released: 2026-01-10, item: { software: "acSELerator RTAC" }, applicable: true }
  - { id: SEL-2026-005, released: 2026-01-12, item: { software: "acSELerator RTAC" }, applicable: true }
`;

/** The ledger: items (1), the source (2), an evaluation (3), SEL-2026-004 applied (4). */
async function patchLedger(): Promise<{ dir: string; sealed: SealedRecord[] }> {
  const dir = await mkdtemp(join(tmpdir(), "cip-audit-patching-"));
  onTestFinished(() => rm(dir, { recursive: true, force: true }));
  const sealed = chainOf([
    { draft: patchMerge(1, []), at: day(0) },
    { draft: patchMerge(2, [], { "cip-patch-sources.yaml": SOURCES }), at: day(2) },
    {
      draft: patchMerge(3, [], { "patch-evaluations/sel-advisories/2026-01.yaml": EVALUATION }),
      at: day(20),
    },
    { draft: patchMerge(4, ["SEL-2026-004"]), at: day(30) },
  ]);
  await writeLedgerCheckout(dir, sealed);
  return { dir, sealed };
}

const report = (dir: string, format: string) =>
  runCliInProcess(
    [
      ...["evidence", "report", "--dir", ".", "--from", "2026-01-01", "--to", "2026-06-30"],
      ...["--format", format],
    ],
    { cwd: dir, now: () => Date.parse("2026-07-15T12:00:00Z") },
  );

/** How the report names record `sequence` of `sealed`: "#N <recorded_at> sha256:<12 hex>". */
const recordText = (sealed: SealedRecord[], sequence: number) => {
  const { record, text } = sealed[sequence - 1]!;
  return `#${sequence} ${record.recorded_at} sha256:${sha256Hex(text).slice(0, 12)}`;
};

describe("the audit report's CIP-007 R2 section", () => {
  it("counts each part's obligations and lists exceptions and overdue first, each with its record (Markdown)", async () => {
    const { dir, sealed } = await patchLedger();
    const markdown = await report(dir, "markdown");
    expect(markdown.code).toBe(0);
    const from = markdown.stdout.indexOf("## CIP-007 R2 patch management");
    expect(from).toBeGreaterThan(0);
    const section = markdown.stdout.slice(from, markdown.stdout.indexOf("\n## ", from + 1) + 1);
    const subject = "of alpha-rtu-09 in Alpha Protection (cs\\_alpha) [`grid-east`]";
    expect(section.split("\n")).toEqual([
      "## CIP-007 R2 patch management as of 2026-06-30",
      "",
      "| Part | Requirement (in the tool's words) | Obligations | Exception | Overdue | Closed late | Due soon | Open | Closed |",
      "| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
      "| CIP-007 R2.1 | identify the source or sources tracked for the release of cyber security patches, for every operating system, firmware and software of the baselines (or declare that none exists or the item is not updateable) | 2 | 1 | 0 | 0 | 0 | 0 | 1 |",
      "| CIP-007 R2.2 | at least once every 35 calendar days, evaluate the security patches each identified source released since its last evaluation | 2 | 0 | 1 | 0 | 0 | 0 | 1 |",
      "| CIP-007 R2.3 | within 35 calendar days of the evaluation, apply each applicable patch, or create or revise a dated mitigation plan for it | 2 | 0 | 1 | 0 | 0 | 0 | 1 |",
      "| CIP-007 R2.4 | implement each mitigation plan within its timeframe, unless the CIP Senior Manager or a delegate approves a revision or an extension | 0 | 0 | 0 | 0 | 0 | 0 | 0 |",
      "",
      "Exceptions, overdue and closed late first (3):",
      "",
      `- **exception** CIP-007 R2.1: os\\_firmware "SEL-3555 firmware" ${subject}: no due date; opened by \`${recordText(sealed, 1)}\`; no patch source covers the item and no no\\_source declaration reviewed since its last change`,
      `- **overdue** CIP-007 R2.2: patch source sel-advisories [\`grid-east\`]: due 2026-02-25; opened by \`${recordText(sealed, 3)}\``,
      `- **overdue** CIP-007 R2.3: patch SEL-2026-005 ${subject}: due 2026-02-25; opened by \`${recordText(sealed, 3)}\``,
      "",
      "",
    ]);
  });

  it("counts the parts in JSON, and the report's exceptions hold R2's", async () => {
    const { dir } = await patchLedger();
    const json = JSON.parse((await report(dir, "json")).stdout) as {
      exception_counts: { total: number; obligations: number };
      obligations: { obligations: { kind: string; status: string }[] };
      patch_management: { at: string; parts: Record<string, Record<string, number>> };
    };
    const counts = (exception: number, overdue: number, closed: number) => ({
      exception,
      overdue,
      "closed-late": 0,
      "due-soon": 0,
      open: 0,
      reminder: 0,
      closed,
    });
    expect(json.patch_management).toEqual({
      at: "2026-06-30",
      parts: {
        "CIP-007 R2.1": counts(1, 0, 1),
        "CIP-007 R2.2": counts(0, 1, 1),
        "CIP-007 R2.3": counts(0, 1, 1),
        "CIP-007 R2.4": counts(0, 0, 0),
      },
    });
    // The firmware without a source is one of the report's exceptions, counted with the others
    // (the baseline changes' CIP-010 R1.3 completions, never recorded).
    expect(
      json.obligations.obligations.filter((o) => o.status === "exception").map((o) => o.kind),
    ).toEqual(["CIP-010 R1.3", "CIP-010 R1.3", "CIP-010 R1.3", "CIP-007 R2.1"]);
    expect(json.exception_counts.obligations).toBe(4);
  });

  it("shows the section in HTML, the exception marked and its record named", async () => {
    const { dir, sealed } = await patchLedger();
    const html = (await report(dir, "html")).stdout;
    expect(html).toContain(
      '<h2 id="patch-management">CIP-007 R2 patch management as of 2026-06-30</h2>',
    );
    expect(html).toMatch(
      /<tr><th scope="row">CIP-007 R2\.1<\/th><td>identify the source[^<]*<\/td><td>2<\/td><td class="bad">1<\/td><td>0<\/td>/,
    );
    expect(html).toContain(
      `<li><span class="bad">exception</span> CIP-007 R2.1: os_firmware &quot;SEL-3555 firmware&quot; of alpha-rtu-09 in Alpha Protection (cs_alpha) [<code>grid-east</code>]: no due date; opened by <code>${recordText(sealed, 1)}</code>;`,
    );
  });

  it("says so when no R2 obligation needs anyone", async () => {
    const dir = await mkdtemp(join(tmpdir(), "cip-audit-patching-"));
    onTestFinished(() => rm(dir, { recursive: true, force: true }));
    // Every item covered or declared, and the source evaluated the day it was identified.
    const sources = `${SOURCES}no_source:\n  - { os_firmware: "SEL-3555 firmware", kind: not-updateable, reason: locked }\n`;
    const evaluation =
      "version: 1\nsource: sel-advisories\nreleases_since: 2026-06-01\npatches: []\n";
    const files = {
      "cip-patch-sources.yaml": sources,
      "patch-evaluations/sel-advisories/2026-06.yaml": evaluation,
    };
    await writeLedgerCheckout(dir, chainOf([{ draft: patchMerge(1, [], files), at: day(170) }]));
    const markdown = (await report(dir, "markdown")).stdout;
    expect(markdown).toContain(
      "\n\nNo CIP-007 R2 obligation is an exception, overdue or closed late.\n",
    );
  });

  it("says once, plainly, that R2 was not judged when no merge opened any obligation (issue 69)", async () => {
    const dir = await mkdtemp(join(tmpdir(), "cip-audit-patching-"));
    onTestFinished(() => rm(dir, { recursive: true, force: true }));
    // A ledger kept from the command line: a High BCA's baseline with items, no accepted merge.
    const operator = breakGlassDraft(patchMerge(1, []) as ChangeDraft);
    await writeLedgerCheckout(dir, chainOf([{ draft: operator, at: day(10) }]));
    const markdown = (await report(dir, "markdown")).stdout;
    expect(markdown).not.toContain("No CIP-007 R2 obligation is an exception");
    expect(markdown).toContain(`\n\n${escapeMarkdown(NOT_JUDGED)}\n`);
    const html = (await report(dir, "html")).stdout;
    expect(html).toContain(`<p>${escapeHtml(NOT_JUDGED)}</p>`);
    expect(html).not.toContain('<p class="ok">No CIP-007 R2');
  });
});

const NOT_JUDGED = PATCH_MANAGEMENT_FAMILY.notJudged;
