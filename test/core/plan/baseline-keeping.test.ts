// The owner policy's `baselines: ref-only`: the plan refuses baseline content (inline or shared by
// name) in High, Medium and unrated systems, at the asset's place, for every asset (in service or
// not); a baseline_ref passes, Low stays optional, and without the option nothing changes.
import { describe, expect, it } from "vitest";
import type { BaselineKeeping } from "../../../src/core/inventory/baselines/baseline-keeping.ts";
import type { Diagnostic } from "../../../src/core/shared/diagnostics.ts";
import { parseInventoryText } from "../../../src/core/inventory/document/parse-inventory.ts";
import { planInventory } from "../../../src/core/plan/plan.ts";
import { resolveInventory } from "../../../src/core/plan/resolve.ts";
import { cyberAsset, cyberSystem, facility, liveInventory } from "../../support/fixtures.ts";

const CONTENT =
  "{ os_firmware: [{ name: SEL, version: R145 }], software: [], custom_software: [], ports: [{ port: 20000, protocol: tcp, justification: DNP3 }], patches: [] }";
const WRITTEN = {
  inline: `{ type: hardware, baseline: ${CONTENT} }`,
  shared: "{ type: hardware, baseline: relay-standard }",
  ref: `{ type: hardware, baseline_ref: { uri: "https://cmdb.example/relay", sha256: ${"a".repeat(64)} } }`,
} as const;

/** relay-01, already in service in the system, written `how`. */
function planErrors(
  impact: "high" | "medium" | "low" | undefined,
  how: keyof typeof WRITTEN,
  keeping: BaselineKeeping | "unreadable" | undefined,
): string[] {
  const text = [
    "cyber_system: Protection System",
    "facility: Substation Alpha",
    ...(impact === undefined ? [] : [`impact: ${impact}`]),
    `baselines:\n  relay-standard: ${CONTENT}`,
    `assets:\n  relay-01: ${WRITTEN[how]}\n`,
  ].join("\n");
  const parsed = parseInventoryText(text, "a.yaml");
  expect(parsed.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
  const live = liveInventory({
    facilities: [facility("fac_1", "Substation Alpha")],
    controlCenters: [],
    cyberSystems: [cyberSystem("cs_1", "Protection System", { facility_id: "fac_1" })],
    cyberAssets: [cyberAsset("ca_1", "relay-01", "cs_1", "hardware")],
  });
  const { resolved } = resolveInventory(parsed.documents, live);
  const baselines =
    keeping === undefined
      ? undefined
      : keeping === "unreadable"
        ? { diagnostics: [UNREADABLE] }
        : { rule: { keeping, file: "cip-policy.yaml" } };
  return planInventory(resolved, live, { baselines })
    .diagnostics.filter((d) => d.severity === "error")
    .map((d) => `${d.location?.file}:${d.location?.line}:${d.location?.column} ${d.message}`);
}

/** A policy file that does not parse, as its reader reports it. */
const UNREADABLE: Diagnostic = {
  severity: "error",
  location: { file: "cip-policy.yaml", line: 2, column: 12 },
  message: 'unknown baselines "refonly"; did you mean "ref-only"?',
};

const refused = (line: number, system: string, how: string, extra = "") =>
  `a.yaml:${line}:3 asset "relay-01" (in ${system}) has ${how}, but cip-policy.yaml sets baselines: ref-only, which keeps the baselines of High and Medium systems off the repository host: write baseline_ref: { uri, sha256 } naming where the baseline is kept instead of baseline:${extra}`;
const INLINE = "an inline baseline";
const SHARED = 'the shared baseline "relay-standard"';

describe("baselines: ref-only", () => {
  it.each<["high" | "medium" | "low", keyof typeof WRITTEN, BaselineKeeping | undefined, string[]]>(
    [
      ["high", "inline", "ref-only", [refused(7, "a high impact system", INLINE)]],
      ["high", "shared", "ref-only", [refused(7, "a high impact system", SHARED)]],
      ["high", "ref", "ref-only", []],
      ["medium", "inline", "ref-only", [refused(7, "a medium impact system", INLINE)]],
      ["medium", "shared", "ref-only", [refused(7, "a medium impact system", SHARED)]],
      ["medium", "ref", "ref-only", []],
      ["low", "inline", "ref-only", []],
      ["low", "shared", "ref-only", []],
      ["low", "ref", "ref-only", []],
      ...(["high", "medium", "low"] as const).flatMap((impact) =>
        (["inline", "shared", "ref"] as const).flatMap((how) =>
          (["any", undefined] as const).map(
            (
              keeping,
            ): [
              "high" | "medium" | "low",
              keyof typeof WRITTEN,
              BaselineKeeping | undefined,
              string[],
            ] => [impact, how, keeping, []],
          ),
        ),
      ),
    ],
  )("%s impact, %s baseline, baselines: %s", (impact, how, keeping, expected) => {
    expect(planErrors(impact, how, keeping)).toEqual(expected);
  });

  it.each<["high" | "medium" | "low", keyof typeof WRITTEN, string[]]>([
    ["high", "inline", [`cip-policy.yaml:2:12 ${UNREADABLE.message}`]],
    ["medium", "shared", [`cip-policy.yaml:2:12 ${UNREADABLE.message}`]],
    ["high", "ref", []],
    ["low", "inline", []],
  ])(
    "with a policy file that does not parse, %s impact and a %s baseline: refused only where ref-only would refuse",
    (impact, how, expected) => {
      expect(planErrors(impact, how, "unreadable")).toEqual(expected);
    },
  );

  it("holds a system without impact: to it, and says it may declare one", () => {
    expect(planErrors(undefined, "inline", "ref-only")).toEqual([
      refused(6, "a system without impact:", INLINE, ", or declare the system's impact:"),
    ]);
  });
});
