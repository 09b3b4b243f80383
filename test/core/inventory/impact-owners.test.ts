// `impact:` and `owners:` in a system document: read with positions, refused with a message at
// their place, laid out by fmt, and carried to the plan's system headings (text, Markdown, JSON).
import { describe, expect, it } from "vitest";
import { parseInventoryText } from "../../../src/core/inventory/document/parse-inventory.ts";
import { formatInventoryText } from "../../../src/core/inventory/writing/format-inventory.ts";
import { parsePlanJson } from "../../../src/core/plan/saved/plan-schema.ts";
import { renderPlanJson } from "../../../src/render/plan/plan-json.ts";
import { renderPlanMarkdown } from "../../../src/render/plan/plan-markdown.ts";
import { renderPlanText } from "../../../src/render/plan/plan-text.ts";
import type { SystemRef } from "../../../src/core/plan/plan-model.ts";
import { ALPHA, createOf, deleteOf, planOf } from "../../support/sample-plans.ts";

const FILE = "inventory/alpha.yaml";

function problems(text: string): string[] {
  return parseInventoryText(text, FILE).diagnostics.map(
    (diagnostic) =>
      `${diagnostic.location?.line}:${diagnostic.location?.column} ${diagnostic.message}`,
  );
}

describe("impact and owners in a system document", () => {
  it("reads both with the place of each value", () => {
    const { documents, diagnostics } = parseInventoryText(
      "cyber_system: Alpha\nimpact: high\nowners:\n  - alice\n  - acme/alpha-protection\nassets: {}\n",
      FILE,
    );
    expect(diagnostics).toEqual([]);
    expect(documents[0]?.impact).toEqual({
      value: "high",
      location: { file: FILE, line: 2, column: 9 },
    });
    expect(documents[0]?.owners).toEqual([
      { value: { kind: "user", login: "alice" }, location: { file: FILE, line: 4, column: 5 } },
      {
        value: { kind: "team", org: "acme", slug: "alpha-protection" },
        location: { file: FILE, line: 5, column: 5 },
      },
    ]);
  });

  it("leaves both out when the document does not declare them", () => {
    const { documents } = parseInventoryText("cyber_system: Alpha\nassets: {}\n", FILE);
    expect(documents[0]).not.toHaveProperty("impact");
    expect(documents[0]).not.toHaveProperty("owners");
  });

  it.each([
    ["impact: hihg", ['2:9 unknown impact "hihg"; write high, medium or low']],
    ["impact:", ["2:1 impact has no value; write high, medium or low"]],
    ["impact: [high]", ["2:9 impact must be high, medium or low, not a list"]],
    [
      "owners: alice",
      [
        '2:9 owners must be a list of GitHub logins and org/team slugs who approve this system\'s changes (e.g. [a, b]), not the text "alice"',
      ],
    ],
    [
      "owners: []",
      [
        "2:9 owners is an empty list; write at least one of GitHub logins and org/team slugs who approve this system's changes, or remove the key",
      ],
    ],
    [
      'owners: [alice, "bad name"]',
      [
        '2:17 "bad name" in owners is neither a GitHub login (letters, digits and single hyphens) nor a team written as org/team-slug',
      ],
    ],
    [
      "owners: [-alice]",
      [
        '2:10 "-alice" in owners is neither a GitHub login (letters, digits and single hyphens) nor a team written as org/team-slug',
      ],
    ],
    ["owners: [alice, Alice]", ['2:17 "alice" is written twice in owners; keep one']],
    [
      "owners: [[alice]]",
      [
        "2:10 owners entry must be a GitHub login (alice) or a team as org/team (acme/alpha-protection), not a list",
      ],
    ],
  ])("refuses %j at its place", (line, expected) => {
    expect(problems(`cyber_system: Alpha\n${line}\nassets: {}\n`)).toEqual(expected);
  });

  it("fmt puts them after the system's parent and before prune and assets", () => {
    const result = formatInventoryText(
      "assets: {}\nprune: false\nowners: [alice]\nimpact: low\ncyber_system: Alpha\n",
    );
    expect(result).toEqual({
      status: "formatted",
      text: "cyber_system: Alpha\nimpact: low\nowners: [alice]\nprune: false\nassets: {}\n",
    });
  });
});

describe("a system's impact in the plan", () => {
  const HIGH: SystemRef = { id: ALPHA.id, impact: "high", name: ALPHA.name, parent: ALPHA.parent };
  const plan = planOf(
    [deleteOf("alpha-relay-09", "ca_9", HIGH), createOf("alpha-rtu-02", HIGH)],
    {
      create: 1,
      update: 0,
      delete: 1,
      move: 0,
      rename: 0,
      retype: 0,
    },
    { managed_systems: [HIGH] },
  );

  it("the text headings carry it", () => {
    const text = renderPlanText(plan, { color: false });
    expect(text).toContain(
      "  Alpha Protection (cs_alpha), facility Substation Alpha, impact high:\n",
    );
  });

  it("the Markdown headings carry it", () => {
    const markdown = renderPlanMarkdown(plan);
    expect(markdown).toContain("##### Alpha Protection — facility Substation Alpha · impact high");
  });

  it("the JSON plan carries it and reads back", () => {
    const json = renderPlanJson(plan);
    expect(JSON.parse(json).managed_systems[0]).toEqual({
      id: "cs_alpha",
      impact: "high",
      name: "Alpha Protection",
      parent: { kind: "facility", id: "fac_alpha", name: "Substation Alpha" },
    });
    expect(parsePlanJson(json, "plan.json").managed_systems[0]?.impact).toBe("high");
  });
});
