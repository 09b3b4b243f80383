// Every row of the requirement table quotes the standard's Requirements and Measures columns for its
// part, except the quotes listed below, which no second source confirmed. A quote is the
// standard's words with only line breaks and spacing normalised, so it is one line of single
// spaces; its numbered subparts are the standard's; and the R1.1 items the baseline keeps are the
// ones the quoted R1.1 numbers.
import { describe, expect, it } from "vitest";
import { R1_1_PART } from "../../../src/core/inventory/document/baseline-items.ts";
import {
  REQUIREMENT_TABLE,
  requirementRow,
  type RequirementId,
} from "../../../src/core/inventory/baselines/requirements.ts";
import { expectQuote, type Quote } from "../../support/standard-quotes.ts";

/**
 * The quotes left out, and why. CIP-010-4's own PDF was the only source found for these two
 * Measures: the CIP-010-2 transcription read for the others gives Part 1.5's as "including of the
 * date of the test" where CIP-010-4 reads "including the date of the test", and CIP-010-2 has no
 * Part 1.6. Adding one of these quotes to the table means taking it off this list.
 */
const UNCONFIRMED: Readonly<Partial<Record<RequirementId, Partial<Record<Quote, string>>>>> = {
  "CIP-010 R1.5": {
    measures: "one source for CIP-010-4's words; an earlier version's transcription differs",
  },
  "CIP-010 R1.6": { measures: "one source for CIP-010-4's words (Part 1.6 is not in CIP-010-2)" },
  // The two transcriptions of CIP-007-6 hold no Measures, and the per-part page stops after 2.1's.
  "CIP-007 R2.2": { measures: "one source for CIP-007-6's words (NERC's PDF)" },
  "CIP-007 R2.3": { measures: "one source for CIP-007-6's words (NERC's PDF)" },
  "CIP-007 R2.4": { measures: "one source for CIP-007-6's words (NERC's PDF)" },
  // CIP-010-4 R3: the per-part page stops after 3.1's Measure; no transcription holds Measures.
  "CIP-010 R3.2": { measures: "one source for CIP-010-4's words (NERC's PDF)" },
  "CIP-010 R3.3": { measures: "one source for CIP-010-4's words (NERC's PDF)" },
  "CIP-010 R3.4": { measures: "one source for CIP-010-4's words (NERC's PDF)" },
};

const SOURCES: Record<string, RegExp> = {
  "CIP-010":
    /^CIP-010-4 Table (R[12] – Configuration (Change Management|Monitoring)|R3 – Vulnerability Assessments), Part \d\.\d$/,
  "CIP-007":
    /^CIP-007-6 Table (R1 – Ports and Services, Part 1\.1|R2 – Security Patch Management, Part 2\.[1-4])$/,
};

const cases = REQUIREMENT_TABLE.flatMap((row) =>
  (["requirementText", "measures"] as const).map((quote) => ({ id: row.id, quote })),
);

describe("the standard's words in the requirement table", () => {
  it.each(cases)("$id: $quote", ({ id, quote }) => {
    expectQuote({
      id,
      quote,
      text: requirementRow(id)[quote],
      unconfirmed: UNCONFIRMED[id]?.[quote],
      measuresOpening: /^(An example|Examples) of evidence may include/,
    });
  });

  it("names each row's source: the standard, its version, the table and the part", () => {
    for (const row of REQUIREMENT_TABLE) {
      expect(row.source).toMatch(SOURCES[row.id.slice(0, 7)]!);
      expect(row.source.endsWith(`Part ${row.id.split(" R")[1]}`)).toBe(true);
    }
  });

  it("quotes each numbered subpart of a part that has them, in order", () => {
    const subparts: Partial<Record<RequirementId, string[]>> = {
      "CIP-010 R1.1": ["1.1.1.", "1.1.2.", "1.1.3.", "1.1.4.", "1.1.5."],
      "CIP-010 R1.4": ["1.4.1.", "1.4.2.", "1.4.3."],
      "CIP-010 R1.5": ["1.5.1.", "1.5.2."],
      "CIP-010 R1.6": ["1.6.1.", "1.6.2."],
      // As the sources quote it: no full stop after CIP-010-4's 3.2.1 and 3.2.2.
      "CIP-010 R3.2": ["3.2.1", "3.2.2"],
    };
    for (const row of REQUIREMENT_TABLE) {
      const text = row.requirementText ?? "";
      const found = [...text.matchAll(/\b(\d\.\d\.\d\.?) [A-Z]/g)].map((match) => match[1]);
      expect(found, row.id).toEqual(subparts[row.id] ?? []);
    }
  });

  it("keeps as the baseline's items the ones the quoted R1.1 numbers", () => {
    const text = requirementRow("CIP-010 R1.1").requirementText ?? "";
    const parts = Object.values(R1_1_PART).map((part) => part.split(" ")[0]);
    expect(parts).toEqual(["1.1.1", "1.1.2", "1.1.3", "1.1.4", "1.1.5"]);
    for (const part of parts) expect(text).toContain(`${part}. `);
  });
});
