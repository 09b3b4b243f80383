// Issue 98, item 5: "each such pull request re-lays facts nobody changed ({ name: X } -> {name: X},
// keys reordered)". What the sync writes in fmt's layout keeps the file's own text of every value
// that declares what it declared, and of nothing else; the result always reads as the document
// laid out.
import { describe, expect, it } from "vitest";
import { parseAllDocuments } from "yaml";
import { keptLayout } from "../../../src/core/sources/declared/kept-layout.ts";

const HAND = `cyber_system: EMS
impact:   medium
assets:
  ems-rtu-01: {type: hardware, baseline: {os_firmware: [], software: [], custom_software: [], ports: [], patches: []}}
  ems-hmi-01:
    class: BCA
    type: hardware
`;
const LAID_OUT = `cyber_system: EMS
impact: medium
assets:
  ems-hmi-01:
    type: hardware
    class: BCA
  ems-hmi-02: hardware
  ems-rtu-01:
    type: hardware
    baseline: { os_firmware: [], software: [], custom_software: [], ports: [], patches: [] }
`;

describe("keptLayout", () => {
  it.each([
    {
      name: "keeps each unchanged value as typed, the new asset laid out",
      before: HAND,
      after: LAID_OUT,
      kept: `cyber_system: EMS
impact:   medium
assets:
  ems-hmi-01:
    class: BCA
    type: hardware
  ems-hmi-02: hardware
  ems-rtu-01: {type: hardware, baseline: {os_firmware: [], software: [], custom_software: [], ports: [], patches: []}}
`,
    },
    {
      name: "lays out again what changed (the source retyped the HMI)",
      before: HAND,
      after: LAID_OUT.replace(
        "  ems-hmi-01:\n    type: hardware\n    class: BCA\n",
        "  ems-hmi-01:\n    type: software\n    class: BCA\n",
      ),
      kept: `cyber_system: EMS
impact:   medium
assets:
  ems-hmi-01:
    type: software
    class: BCA
  ems-hmi-02: hardware
  ems-rtu-01: {type: hardware, baseline: {os_firmware: [], software: [], custom_software: [], ports: [], patches: []}}
`,
    },
    {
      name: "leaves a block written at another indentation laid out",
      before:
        "cyber_system: EMS\nassets:\n    ems-hmi-01:\n        class: BCA\n        type: hardware\n",
      after:
        "cyber_system: EMS\nassets:\n  ems-hmi-01:\n    type: hardware\n    class: BCA\n  ems-hmi-02: hardware\n",
      kept: "cyber_system: EMS\nassets:\n  ems-hmi-01:\n    type: hardware\n    class: BCA\n  ems-hmi-02: hardware\n",
    },
    {
      name: "leaves two documents as laid out",
      before: "cyber_system: A\nimpact:  low\n---\ncyber_system: B\n",
      after: "cyber_system: A\nimpact: low\n---\ncyber_system: B\n",
      kept: "cyber_system: A\nimpact: low\n---\ncyber_system: B\n",
    },
  ])("$name", ({ before, after, kept }) => {
    const text = keptLayout(before, after);
    expect(text).toBe(kept);
    // Never another declaration: the same document as the one laid out.
    const read = (yaml: string) => parseAllDocuments(yaml).map((document) => document.toJSON());
    expect(read(text)).toEqual(read(after));
  });
});
