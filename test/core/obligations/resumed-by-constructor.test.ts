// A family's pass that resumes by its constructor (ResumedByConstructor, obligation-families.ts):
// `resume` makes the class it is called on, a subclass too, in the state it is given, which it
// holds back unchanged.
import { describe, expect, it } from "vitest";
import { DEFAULT_CALENDAR } from "../../../src/core/shared/calendar.ts";
import type { Context } from "../../../src/core/obligations/obligation-model.ts";
import { SystemAccessPass } from "../../../src/core/obligations/system-access/system-access-pass.ts";

const CONTEXT: Context = {
  calendar: DEFAULT_CALENDAR,
  today: "2026-02-01",
  rule: "calendar days in UTC",
  completionGraceDays: 5,
};

describe("a pass resumed by its constructor", () => {
  it("is the class resume is called on, holding the state it was given", () => {
    class LaterPass extends SystemAccessPass {}
    const held = { workspace: "grid-east", clocks: [] };
    const resumed = LaterPass.resume(held, CONTEXT, () => undefined);
    expect(resumed).toBeInstanceOf(LaterPass);
    expect(resumed.held("grid-east")).toStrictEqual(held);
    expect(SystemAccessPass.resume(held, CONTEXT, () => undefined).finish()).toStrictEqual([]);
  });
});
