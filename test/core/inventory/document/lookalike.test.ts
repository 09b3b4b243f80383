// issue 15 finding 9: names that look like other names are warned about, naming both.
import { describe, expect, it } from "vitest";
import {
  lookalikeWarnings,
  nameSkeleton,
} from "../../../../src/core/inventory/document/lookalike.ts";
import { cyberAsset, inventoryDocument } from "../../../support/fixtures.ts";

function warningsFor(declared: string[], live: string[] = []) {
  const document = inventoryDocument({ cyberSystem: "EMS", assets: declared });
  const assets = live.map((name, index) => cyberAsset(`ca_${index}`, name, "cs_1"));
  return lookalikeWarnings([document], assets).map(
    (warning) =>
      `${warning.location?.line}:${warning.location?.column} ${warning.message}${warning.related ? ` [${warning.related.map((place) => place.line).join(",")}]` : ""}`,
  );
}

describe("nameSkeleton", () => {
  it.each([
    ["alpha-relay-01", "\u0430lpha-relay-01"],
    ["STRASSE", "straße"],
    ["ΣΟΦΟΣ", "σοφος"],
    ["İstanbul", "istanbul"],
    ["ıstanbul", "istanbul"],
    ["ＲＴＵ-１", "rtu-1"],
    ["HMI", "\u041d\u039c\u0399"],
  ])("%s looks like %s", (a, b) => {
    expect(nameSkeleton(a)).toBe(nameSkeleton(b));
  });

  it.each([
    ["rtu-1", "rtu-2"],
    ["café", "cafe"],
  ])("%s does not look like %s", (a, b) => {
    expect(nameSkeleton(a)).not.toBe(nameSkeleton(b));
  });
});

describe("lookalikeWarnings", () => {
  it("warns about a Cyrillic а swapped into a live name, naming both and the mixed script", () => {
    expect(warningsFor(["\u0430lpha-relay-01"], ["alpha-relay-01"])).toEqual([
      '5:3 asset name "\u0430lpha-relay-01" (\\u0430lpha-relay-01) mixes Latin letters with Cyrillic ("\u0430", \\u0430), so it can look like a name it is not: write it in one script',
      '5:3 asset name "\u0430lpha-relay-01" (\\u0430lpha-relay-01) looks like live asset "alpha-relay-01" (ca_0) but is a different name, so the two are different assets: if they are meant to be the same, write the name exactly as the other',
    ]);
  });

  it("warns about ß and SS between two declared names, pointing at the other", () => {
    expect(warningsFor(["STRASSE-1", "straße-1"])).toEqual([
      '5:3 asset name "STRASSE-1" looks like "straße-1" (stra\\u00DFe-1) declared at EMS.yaml:6:3 but is a different name, so the two are different assets: if they are meant to be the same, write the name exactly as the other [6]',
      '6:3 asset name "straße-1" (stra\\u00DFe-1) looks like "STRASSE-1" declared at EMS.yaml:5:3 but is a different name, so the two are different assets: if they are meant to be the same, write the name exactly as the other [5]',
    ]);
  });

  it("warns about ς/σ and İ/ı/i against live names", () => {
    expect(warningsFor(["σοφος", "İo"], ["σοφοσ", "ıo"])).toHaveLength(2);
  });

  it("warns about an ASCII name that looks like a live name with a Cyrillic letter", () => {
    expect(warningsFor(["alpha-relay-01", "rtu-1"], ["\u0430lpha-relay-01"])).toEqual([
      '5:3 asset name "alpha-relay-01" looks like live asset "\u0430lpha-relay-01" (\\u0430lpha-relay-01) (ca_0) but is a different name, so the two are different assets: if they are meant to be the same, write the name exactly as the other',
    ]);
  });

  it("says nothing when every name is ASCII, declared or live", () => {
    expect(warningsFor(["RTU-1", "rtu-2"], ["rtu-1", "RTU-3"])).toEqual([]);
  });

  it("says nothing about a name equal to a live one ignoring case, or about unrelated names", () => {
    expect(warningsFor(["RTU-1", "Ελλάδα"], ["rtu-1", "rtu-2"])).toEqual([]);
  });
});
