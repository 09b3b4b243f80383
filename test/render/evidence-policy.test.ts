// The owner policy in the audit report (issue 20): a change record's `policy` shown in the
// Markdown, CSV and HTML report (the policy file and blob SHA, each rule with its result and who
// satisfied it, each freeze with its override and reason), text from the policy file and the
// reviews escaped per format. A change without a policy shows none.
import { describe, expect, it } from "vitest";
import { buildEvidenceReport } from "../../src/core/evidence/report/evidence-report.ts";
import {
  renderEvidenceCsv,
  renderEvidenceHtml,
  renderEvidenceMarkdown,
} from "../support/evidence-text.ts";
import {
  chainOf,
  changeDraft,
  day,
  ledgerFilesOf,
  policyEvidence,
} from "../support/evidence-records.ts";

function reportOf(withPolicy: boolean) {
  const draft = changeDraft("grid-east", 1, "policy");
  if (withPolicy) draft.change.policy = policyEvidence();
  return buildEvidenceReport(
    ledgerFilesOf(chainOf([{ draft, at: day(1) }])),
    { from: day(0), to: day(10) },
    day(11),
  );
}

const BLOB = "f".repeat(40);

describe.each([
  {
    format: "Markdown",
    render: renderEvidenceMarkdown,
    shown: [
      "Owner policy:",
      BLOB,
      "rule compliance-sees-deletes: met (1 operation(s)); 1 approval(s) from acme/cip-compliance, satisfied by erin",
      "2 approval(s) from owners of Alpha Protection, satisfied by alice: 1 more approval needed",
      "freeze year-end (2026-12-15 00:00 UTC to 2027-01-05 00:00 UTC): overridden; overridden by sam: storm restoration",
    ],
    escaped: ["high-impact-deletes\\|&lt;b&gt;x&lt;/b&gt;", "&lt;script&gt;", "\\*\\*now\\*\\*"],
    raw: ["<script>", "<b>", "**now**"],
  },
  {
    format: "HTML",
    render: renderEvidenceHtml,
    shown: [
      "Owner policy:",
      BLOB,
      "rule compliance-sees-deletes: met (1 operation(s)); 1 approval(s) from acme/cip-compliance, satisfied by erin",
      "freeze year-end (2026-12-15 00:00 UTC to 2027-01-05 00:00 UTC): overridden; overridden by sam",
    ],
    escaped: ["high-impact-deletes|&lt;b&gt;x&lt;/b&gt;", "&lt;script&gt;alert(1)&lt;/script&gt;"],
    raw: ["<script>", "<b>x"],
  },
  {
    format: "CSV",
    render: renderEvidenceCsv,
    shown: [
      `policy,grid-east,${day(1).toISOString()},,refused,`,
      `policy-rule,grid-east,${day(1).toISOString()},,met,,,,,,erin,`,
      `policy-rule,grid-east,${day(1).toISOString()},,unmet,,,,,,alice,`,
      `policy-freeze,grid-east,${day(1).toISOString()},,overridden,`,
      BLOB,
    ],
    // A spreadsheet never runs the policy file's name as a formula.
    escaped: [`"'=cmd|' /C calc'!A0.yaml, blob ${BLOB}`],
    raw: [`,"=cmd`, ",=cmd"],
  },
])("$format", ({ render, shown, escaped, raw }) => {
  const text = render(reportOf(true));

  it.each(shown)("shows %s", (value) => {
    expect(text.replace(/\u200B/g, "")).toContain(value);
  });

  it("escapes the text of the policy file and of the reviews", () => {
    for (const value of escaped) expect(text).toContain(value);
    for (const value of raw) expect(text).not.toContain(value);
  });

  it("shows no owner policy for a change the base commit had none for", () => {
    const none = render(reportOf(false));
    expect(none).not.toContain("Owner policy");
    expect(none).not.toContain("policy-rule");
    expect(none).not.toContain(BLOB);
  });
});
