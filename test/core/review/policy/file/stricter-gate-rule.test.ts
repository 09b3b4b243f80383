// A family gate's setting read twice, from the checkout's policy and from the base's: the stricter
// judges, so a pull request cannot lower the setting that judges it, and a reading that failed
// wins (the gate refuses wherever its strictest setting would). Each row asserts the exact reading
// chosen, and that neither reading given was changed.
import { describe, expect, it } from "vitest";
import { stricterGateRule } from "../../../../../src/core/review/policy/file/plan-rules.ts";
import type { GateRuleRead } from "../../../../../src/core/plan/reviewed-file-set.ts";

const SETTINGS = ["flag", "require"];
const at = (setting: string, file: string): GateRuleRead => ({ rule: { setting, file } });
const NONE: GateRuleRead = { rule: undefined };
const BROKEN: GateRuleRead = {
  diagnostics: [
    {
      severity: "error",
      message: "cip-policy.yaml is invalid",
      location: { file: "cip-policy.yaml", line: 2, column: 1 },
    },
  ],
};
const HEAD = "cip-policy.yaml";
const BASE = "cip-policy.yaml at commit 0e0e (main)";

describe("stricterGateRule", () => {
  it.each<[string, GateRuleRead, GateRuleRead, GateRuleRead]>([
    [
      "lowered in the change: the base's require",
      at("flag", HEAD),
      at("require", BASE),
      at("require", BASE),
    ],
    ["removed in the change: the base's require", NONE, at("require", BASE), at("require", BASE)],
    [
      "raised in the change: its own require",
      at("require", HEAD),
      at("flag", BASE),
      at("require", HEAD),
    ],
    [
      "the same at both: the checkout's",
      at("require", HEAD),
      at("require", BASE),
      at("require", HEAD),
    ],
    ["no policy at the base: the checkout's", at("flag", HEAD), NONE, at("flag", HEAD)],
    ["neither names it: the default", NONE, NONE, NONE],
    ["the checkout's cannot be read: refused with its problem", BROKEN, at("flag", BASE), BROKEN],
    ["the base's cannot be read: refused with its problem", at("require", HEAD), BROKEN, BROKEN],
  ])("%s", (_name, checkout, base, expected) => {
    const given = structuredClone({ checkout, base });
    expect(stricterGateRule(checkout, base, SETTINGS)).toStrictEqual(expected);
    expect({ checkout, base }).toStrictEqual(given);
  });
});
