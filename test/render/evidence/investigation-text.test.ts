// A collector file's investigation is shown in every report as the collector gave it, and said to
// close nothing: only a reviewed /cip-010-investigated note closes a detected unauthorized change.
import { describe, expect, it } from "vitest";
import { investigationText } from "../../../src/render/evidence/evidence-words.ts";

describe("a collector's investigation in the reports", () => {
  it("says it is the collector's word and closes nothing", () => {
    expect(
      investigationText({
        cyber_system: "EMS",
        name: "rtu-01",
        item: "ports",
        detected_in: 3,
        reference: "INC-1",
      }),
    ).toBe("EMS/rtu-01 ports (detected in record 3): INC-1 (the collector's word: closes nothing)");
  });
});
