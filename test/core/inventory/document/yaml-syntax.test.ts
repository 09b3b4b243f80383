// YAML syntax errors in the house words, at the line the mistake is on: each common mistake once,
// with the exact message and place, and nothing else reported for the document.
import { describe, expect, it } from "vitest";
import { parseInventoryText } from "../../../../src/core/inventory/document/parse-inventory.ts";
import { parseSourcesText } from "../../../../src/core/sources/parse-sources.ts";

const HEAD = "cyber_system: Alpha\nfacility: Substation Alpha\nassets:\n";

describe("YAML syntax errors", () => {
  it.each([
    {
      mistake: "a 3-space indent among 2-space siblings",
      text: `${HEAD}  relay-01: hardware\n   relay-02: hardware\n  relay-03: software\n`,
      expected:
        "inventory/a.yaml:5:4: invalid YAML: this line is indented 3 spaces, deeper than the line before (2), which opens no block (it does not end with a colon); indent it as its siblings, with two spaces per level",
    },
    {
      mistake: "a top-level key indented by one space",
      text: "cyber_system: Alpha\n assets:\n  relay-01: hardware\n",
      expected:
        "inventory/a.yaml:2:2: invalid YAML: this line is indented 1 space, deeper than the line before (0), which opens no block (it does not end with a colon); indent it as its siblings, with two spaces per level",
    },
    {
      mistake: "a line between two levels",
      text: `${HEAD}    relay-01: hardware\n  relay-02: hardware\n`,
      expected:
        "inventory/a.yaml:5:3: invalid YAML: this line is indented 2 spaces, which matches no enclosing level (0 or 4); indent it as its siblings, with two spaces per level",
    },
    {
      mistake: "a missing colon",
      text: `${HEAD}  relay-01 hardware\n  relay-02: hardware\n`,
      expected:
        'inventory/a.yaml:4:3: invalid YAML: "relay-01 hardware" has no colon, so it is neither a key nor a value of this map; write key: value (relay-01: hardware)',
    },
    {
      mistake: "an unclosed quote, reported where it opens",
      text: `cyber_system: "Alpha\nassets:\n  relay-01: hardware\n`,
      expected:
        'inventory/a.yaml:1:15: invalid YAML: the quote opened here is never closed; end the text with " on the same line (a name needs no quotes unless it starts with a character YAML reserves)',
    },
    {
      mistake: "an unclosed brace",
      text: "cyber_system: Alpha\nassets: {relay-01: hardware\n",
      expected:
        "inventory/a.yaml:2:9: invalid YAML: the { opened here is never closed; add } after the last item, or write the map as indented lines instead",
    },
    {
      mistake: "a list where a map is expected",
      text: "cyber_system: Alpha\nassets:\n  - relay-01\n  - relay-02\n",
      expected:
        "inventory/a.yaml:3:3: assets must be a map of asset name to type (name: hardware or software), not a list",
    },
  ])("$mistake", ({ text, expected }) => {
    const parsed = parseInventoryText(text, "inventory/a.yaml");
    expect(
      parsed.diagnostics.map(
        (d) => `${d.location?.file}:${d.location?.line}:${d.location?.column}: ${d.message}`,
      ),
    ).toEqual([expected]);
  });

  it("explains the sources file's syntax errors the same way", () => {
    const text = "version: 1\nsources:\n  - name: cmdb\n     kind: csv\n";
    expect(
      parseSourcesText(text, "cip-sources.yaml").diagnostics.map(
        (d) => `${d.location?.line}:${d.location?.column}: ${d.message}`,
      ),
    ).toEqual([
      "4:6: invalid YAML: this line is indented 5 spaces, deeper than the line before (4), which opens no block (it does not end with a colon); indent it as its siblings, with two spaces per level",
    ]);
  });
});
