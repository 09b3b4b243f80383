// The systems a change re-rates (issue 96, item 6): a system whose document declares another
// impact at the head than at the base, bound to its live system as the plan binds both (by id, or
// by name and parent: Substations Alpha and Bravo each hold a "Protection System"), each with where
// the head declares its impact. A new document, an unchanged rating and a removed one re-rate
// nothing. Nothing the comparison reads is changed.
import { describe, expect, it } from "vitest";
import { parseInventoryText } from "../../../src/core/inventory/document/parse-inventory.ts";
import { reratedSystems } from "../../../src/core/plan/released/rerated-systems.ts";
import { bindBase, resolveInventory } from "../../../src/core/plan/resolve.ts";
import { formatLocation } from "../../../src/core/shared/diagnostics.ts";
import { cyberSystem, facility, liveInventory } from "../../support/fixtures.ts";

const LIVE = liveInventory({
  facilities: [
    facility("fac_alpha", "Substation Alpha"),
    facility("fac_bravo", "Substation Bravo"),
  ],
  cyberSystems: [
    cyberSystem("cs_prot_a", "Protection System", { facility_id: "fac_alpha" }),
    cyberSystem("cs_prot_b", "Protection System", { facility_id: "fac_bravo" }),
  ],
  cyberAssets: [],
});

/** A document of the Protection System at `site`, declaring `impact` (none when undefined). */
function text(site: string, impact?: string): string {
  return [
    "cyber_system: Protection System",
    `facility: ${site}`,
    ...(impact === undefined ? [] : [`impact: ${impact}`]),
    "assets: {}",
    "",
  ].join("\n");
}

function documents(files: Partial<Record<string, string>>) {
  return Object.entries(files).flatMap(([file, written = ""]) => {
    const read = parseInventoryText(written, file);
    expect(read.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    return read.documents;
  });
}

describe("reratedSystems: a system's declared impact at the head against the base", () => {
  it.each([
    {
      what: "medium re-rated low: one, at the head's impact line",
      base: { "a.yaml": text("Substation Alpha", "medium") },
      head: { "a.yaml": text("Substation Alpha", "low") },
      found: ['a.yaml:3:9 "Protection System" at Substation Alpha: medium -> low'],
    },
    {
      what: "none declared (counted High) re-rated low: one",
      base: { "a.yaml": text("Substation Alpha") },
      head: { "b.yaml": text("Substation Alpha", "low") },
      found: ['b.yaml:3:9 "Protection System" at Substation Alpha: none -> low'],
    },
    {
      what: "the same name at another facility is another system: none",
      base: { "a.yaml": text("Substation Bravo", "medium") },
      head: { "a.yaml": text("Substation Alpha", "low") },
      found: [],
    },
    {
      what: "low re-rated medium: one (the callers choose which they ask of)",
      base: { "a.yaml": text("Substation Alpha", "low") },
      head: { "a.yaml": text("Substation Alpha", "medium") },
      found: ['a.yaml:3:9 "Protection System" at Substation Alpha: low -> medium'],
    },
    {
      what: "unchanged, new or removed: none",
      base: { "a.yaml": text("Substation Alpha", "low") },
      head: {
        "a.yaml": text("Substation Alpha", "low"),
        "b.yaml": text("Substation Bravo", "low"),
      },
      found: [],
    },
  ])("$what", ({ base, head, found }) => {
    const bound = bindBase(documents(base), LIVE);
    const { resolved } = resolveInventory(documents(head), LIVE);
    const before = structuredClone([bound, resolved]);
    expect(
      reratedSystems(bound, resolved).map(
        ({ system, was, location }) =>
          `${location === undefined ? "-" : formatLocation(location)} "${system.name}" at ${system.parent?.name ?? "-"}: ${was ?? "none"} -> ${system.impact ?? "none"}`,
      ),
    ).toEqual(found);
    expect([bound, resolved]).toEqual(before);
  });
});
