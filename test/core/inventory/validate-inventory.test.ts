import { describe, expect, it } from "vitest";
import type { Diagnostic } from "../../../src/core/shared/diagnostics.ts";
import type { InventoryDocument } from "../../../src/core/inventory/document.ts";
import { parseInventoryText } from "../../../src/core/inventory/parse-inventory.ts";
import { validateInventory } from "../../../src/core/inventory/validate-inventory.ts";

/** Documents parsed from several files: { "a.yaml": "...", "b.yaml": "..." }. */
function documentsOf(files: Record<string, string>): InventoryDocument[] {
  return Object.entries(files).flatMap(([file, text]) => {
    const parsed = parseInventoryText(text, file);
    expect(parsed.diagnostics).toEqual([]);
    return parsed.documents;
  });
}

function shown(diagnostics: Diagnostic[]): string[] {
  return diagnostics.map((diagnostic) => {
    const { location, related } = diagnostic;
    const place = (l: typeof location) => `${l?.file}:${l?.line}:${l?.column}`;
    return `${place(location)} ${diagnostic.message} [related ${related?.map(place).join(", ")}]`;
  });
}

describe("validateInventory", () => {
  it("accepts an inventory without conflicts, including a swap of two names in one document", () => {
    const documents = documentsOf({
      "a.yaml":
        "cyber_system: A\nassets:\n  r1:\n    type: hardware\n    renamed_from: r2\n  r2:\n    type: hardware\n    renamed_from: r1\n",
      "b.yaml": "cyber_system: B\nassets:\n  r3: software\n---\ncyber_system: C\nassets: {}\n",
    });
    expect(validateInventory(documents)).toEqual([]);
  });

  it.each<[string, Record<string, string>, string[]]>([
    [
      "an asset name declared in two files, in another case",
      {
        "a.yaml": "cyber_system: A\nassets:\n  RTU-1: hardware\n",
        "b.yaml": "cyber_system: B\nassets:\n  other: software\n  rtu-1: hardware\n",
      },
      [
        'b.yaml:4:3 asset "rtu-1" is already declared at a.yaml:3:3 as "RTU-1"; asset names are unique across the inventory, ignoring case: rename or remove one [related a.yaml:3:3]',
      ],
    ],
    [
      "an asset name declared twice in one document, in another case",
      { "a.yaml": "cyber_system: A\nassets:\n  hmi: hardware\n  HMI: software\n" },
      [
        'a.yaml:4:3 asset "HMI" is already declared at a.yaml:3:3 as "hmi"; asset names are unique across the inventory, ignoring case: rename or remove one [related a.yaml:3:3]',
      ],
    ],
    [
      "an asset name declared in two documents, spelled alike",
      {
        "a.yaml":
          "cyber_system: A\nassets: {hmi: hardware}\n---\ncyber_system: B\nassets: {hmi: hardware}\n",
      },
      [
        'a.yaml:5:10 asset "hmi" is already declared at a.yaml:2:10; asset names are unique across the inventory, ignoring case: rename or remove one [related a.yaml:2:10]',
      ],
    ],
    [
      "names equal once normalized (NFC)",
      {
        "a.yaml": 'cyber_system: A\nassets:\n  "caf\\u00E9": hardware\n',
        "b.yaml": 'cyber_system: B\nassets:\n  "cafe\\u0301": hardware\n',
      },
      [
        'b.yaml:3:3 asset "cafe\u0301" is already declared at a.yaml:3:3 (the same text, in another Unicode normalization form); asset names are unique across the inventory, ignoring case: rename or remove one [related a.yaml:3:3]',
      ],
    ],
    [
      "one cyber system declared by two documents",
      {
        "a.yaml": "cyber_system: Alpha Protection\nassets: {}\n",
        "b.yaml": "# the same system again\ncyber_system: Alpha Protection\nassets: {}\n",
      },
      [
        'b.yaml:2:15 cyber system "Alpha Protection" is already declared by the document at a.yaml:1:15; a document declares the complete asset list of its system: merge the two documents [related a.yaml:1:15]',
      ],
    ],
    [
      "one cyber system declared by two documents, with the same facility",
      {
        "a.yaml": "cyber_system: Protection\nfacility: Alpha\nassets: {}\n",
        "b.yaml": "cyber_system: Protection\nfacility: Alpha\nassets: {}\n",
      },
      [
        'b.yaml:1:15 cyber system "Protection" is already declared by the document at a.yaml:1:15; a document declares the complete asset list of its system: merge the two documents [related a.yaml:1:15]',
      ],
    ],
    [
      "one live asset renamed twice",
      {
        "a.yaml": "cyber_system: A\nassets:\n  new-1:\n    type: hardware\n    renamed_from: old\n",
        "b.yaml": "cyber_system: B\nassets:\n  new-2:\n    type: hardware\n    renamed_from: OLD\n",
      },
      [
        'b.yaml:5:19 renamed_from "OLD" is also used by asset "new-1" at a.yaml:5:19; one live asset can take only one new name: remove one of the two [related a.yaml:5:19]',
      ],
    ],
    [
      "renamed_from naming an asset another document declares",
      {
        "a.yaml": "cyber_system: A\nassets:\n  rtu-01: hardware\n",
        "b.yaml":
          "cyber_system: B\nassets:\n  rtu-01b:\n    type: hardware\n    renamed_from: rtu-01\n",
      },
      [
        'b.yaml:5:19 renamed_from "rtu-01" names an asset that another document declares, at a.yaml:3:3; an asset cannot both stay there and be renamed here: remove it from the other document, or remove renamed_from [related a.yaml:3:3]',
      ],
    ],
  ])("rejects %s, naming both places", (_case, files, expected) => {
    expect(shown(validateInventory(documentsOf(files)))).toEqual(expected);
  });

  it("compares cyber system references as written: other case or an id are not duplicates here", () => {
    const documents = documentsOf({
      "a.yaml":
        "cyber_system: Alpha\nassets: {}\n---\ncyber_system: alpha\nassets: {}\n---\ncyber_system: cs_1\nassets: {}\n",
    });
    expect(validateInventory(documents)).toEqual([]);
  });

  it("takes one system name under two parents as two systems", () => {
    const documents = documentsOf({
      "a.yaml":
        "cyber_system: Protection\nfacility: Alpha\nassets: {}\n---\ncyber_system: Protection\nfacility: Bravo\nassets: {}\n---\ncyber_system: Protection\ncontrol_center: Main\nassets: {}\n",
    });
    expect(validateInventory(documents)).toEqual([]);
  });

  it("reports each further duplicate against the first declaration", () => {
    const documents = documentsOf({
      "a.yaml":
        "cyber_system: A\nassets: {x: hardware}\n---\ncyber_system: B\nassets: {X: hardware}\n---\ncyber_system: C\nassets: {x: software}\n",
    });
    expect(
      validateInventory(documents).map((d) => [d.location?.line, d.related?.[0]?.line]),
    ).toEqual([
      [5, 2],
      [8, 2],
    ]);
  });
});
