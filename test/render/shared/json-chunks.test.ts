// documentChunks writes a document in pieces, escaped a batch at a time: whatever the batches'
// boundaries fall between, the text is renderJson's of the whole value.
import fc from "fast-check";
import { expect, it } from "vitest";
import { renderJson } from "../../../src/render/plan/plan-json.ts";
import { arrayChunks, documentChunks, whole } from "../../../src/render/shared/json-chunks.ts";

// Hidden characters of each kind the escape knows (a bidirectional override, a zero-width space,
// one beyond the BMP, a control) and text that needs none.
const PIECES = ["\u202e", "\u200b", "\u{e0041}", "\u0007", "plain", "é", "\n"];

it("is renderJson's text across batches, each hidden character escaped once", () => {
  fc.assert(
    fc.property(
      fc.array(fc.array(fc.constantFrom(...PIECES), { maxLength: 40 }), {
        minLength: 2_000,
        maxLength: 4_000,
      }),
      (names) => {
        const items = names.map((pieces, index) => ({ index, name: pieces.join("") }));
        const written = [
          ...documentChunks([
            ["names", (depth) => arrayChunks(items, depth, (item, at) => whole(item, at))],
            ["count", (depth) => whole(items.length, depth)],
          ]),
        ].join("");
        expect(written).toBe(renderJson({ names: items, count: items.length }));
        // Beyond one batch, or the test tells nothing of their boundaries.
        expect(written.length).toBeGreaterThan(2 * 64 * 1024);
      },
    ),
    { numRuns: 20 },
  );
});
