// What a run's reader lets go of: letGo frees a buffer that is all its own at once (a sort's lines,
// a run's block), and leaves a buffer of Node's pool, which other buffers share, as it is.
import { describe, expect, it } from "vitest";
import { letGo } from "../../../src/io/sort/run-reader.ts";

describe("letGo", () => {
  it("detaches a buffer that is all its own: every view of it is empty", () => {
    const own = Buffer.allocUnsafe(1 << 18).fill(7);
    const view = own.subarray(10, 20);
    letGo(own);
    expect([own.byteLength, view.byteLength, own.buffer.byteLength]).toEqual([0, 0, 0]);
  });

  it.each([
    ["a buffer of the pool", () => Buffer.from("a short text")],
    ["a view into a larger buffer", () => Buffer.alloc(1 << 16).subarray(1)],
    ["a view of a buffer's start", () => Buffer.alloc(1 << 16).subarray(0, 10)],
  ])("leaves %s as it is, and what shares its memory", (_, made) => {
    const shared = made();
    const text = shared.toString("hex");
    letGo(shared);
    expect(shared.toString("hex")).toBe(text);
    expect(shared.buffer.byteLength).toBeGreaterThan(0);
  });
});
