// Where a parsed value starts (nodeStart): the yaml library types a map's and a list's values
// unknown, so the one position reader checks it was given a node; every reader of a reviewed file,
// the inventory and the policy places its messages with it.
import { LineCounter, parseDocument, YAMLMap } from "yaml";
import { describe, expect, it } from "vitest";
import { nodeStart } from "../../../../src/core/inventory/document/yaml-reader.ts";

describe("nodeStart", () => {
  it("is where a parsed value is written, a value left empty included", () => {
    const text = "id: abc\nlist: [1, 2]\nempty:\n";
    const doc = parseDocument(text, { lineCounter: new LineCounter() });
    const map = doc.contents;
    if (!(map instanceof YAMLMap)) throw new Error("the text is a map");
    const [id, list, empty] = map.items.map((pair) => pair.value);
    expect(nodeStart(id)).toBe(text.indexOf("abc"));
    expect(nodeStart(list)).toBe(text.indexOf("["));
    expect(nodeStart(empty)).toBe(text.indexOf("empty:") + "empty:".length);
  });

  it("starts the text for what is no node: nothing has a place of its own", () => {
    expect(nodeStart(undefined)).toBe(0);
    expect(nodeStart(null)).toBe(0);
    expect(nodeStart("abc")).toBe(0);
    expect(nodeStart({ range: [5, 6, 7] })).toBe(0);
  });
});
