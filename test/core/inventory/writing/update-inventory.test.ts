// updateInventoryText: one file's documents made to declare their systems' live assets, in place.
import { describe, expect, it } from "vitest";
import { formatInventoryText } from "../../../../src/core/inventory/writing/format-inventory.ts";
import {
  type DocumentUpdate,
  updateInventoryText,
} from "../../../../src/core/inventory/writing/update-inventory.ts";
import type { CyberAsset } from "../../../../src/core/shared/live-records.ts";
import { cyberAsset } from "../../../support/fixtures.ts";

const at = (line: number, assets: CyberAsset[], addUndeclared = true): DocumentUpdate => ({
  line,
  column: 1,
  assets,
  addUndeclared,
});

describe("updateInventoryText", () => {
  it.each<[string, string, DocumentUpdate[], string]>([
    [
      "an empty map gains the live assets as a block map (its comment follows them)",
      "cyber_system: A\nassets: {} # none yet\n",
      [at(1, [cyberAsset("ca_2", "b", "cs_1"), cyberAsset("ca_1", "a", "cs_1")])],
      "cyber_system: A\nassets:\n  a: hardware\n  b: hardware\n  # none yet\n",
    ],
    [
      "a renamed_from map becomes the live type; a removed asset takes its comment along",
      "cyber_system: A\nassets:\n  gone: hardware # retired\n  x:\n    type: software\n    renamed_from: y\n",
      [at(1, [{ ...cyberAsset("ca_1", "x", "cs_1"), asset_type: "hardware" }])],
      "cyber_system: A\nassets:\n  x: hardware\n",
    ],
    [
      "a live name no file can hold is left out, and the document stops pruning",
      "cyber_system: A\nassets:\n  a: hardware\n",
      [at(1, [cyberAsset("ca_1", "a", "cs_1"), cyberAsset("ca_2", "bell\u0007", "cs_1")])],
      "cyber_system: A\nprune: false\nassets:\n  a: hardware\n",
    ],
    [
      "only the documents given change; the others are formatted",
      "assets: {a: hardware}\ncyber_system: B\n---\ncyber_system: A\nassets: {}\n",
      [at(4, [cyberAsset("ca_1", "z", "cs_1")])],
      "cyber_system: B\nassets: {a: hardware}\n---\ncyber_system: A\nassets:\n  z: hardware\n",
    ],
  ])("%s", (_case, text, updates, expected) => {
    const updated = updateInventoryText(text, updates);
    expect(updated).toBe(expected);
    expect(formatInventoryText(updated)).toEqual({ status: "formatted", text: updated });
  });
});
