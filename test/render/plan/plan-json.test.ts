// The saved plan format: exact JSON, independent of key order, read back by parsePlanJson.
import { describe, expect, it } from "vitest";
import type { Plan } from "../../../src/core/plan/plan-model.ts";
import { parsePlanJson } from "../../../src/core/plan/saved/plan-schema.ts";
import { renderJson, renderPlanJson } from "../../../src/render/plan/plan-json.ts";
import {
  ALPHA,
  createOf,
  deleteOf,
  HOSTILE_NAME,
  ORPHAN,
  planOf,
  samplePlan,
  STALE_RENAME_WARNING,
} from "../../support/sample-plans.ts";
import { plannedPlan } from "../planned-plan.ts";

/** `value` with every object's keys in reverse order. */
function reversedKeys<T>(value: T): T {
  if (Array.isArray(value)) return value.map(reversedKeys) as T;
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value)
      .reverse()
      .map(([key, field]) => [key, reversedKeys(field)]),
  ) as T;
}

describe("renderPlanJson", () => {
  it("writes the plan as 2-space JSON in the schema's key order, leaving absent fields out", () => {
    const plan = planOf(
      [deleteOf("old", "ca_1", ORPHAN), createOf("new", ALPHA)],
      { create: 1, update: 0, delete: 1, move: 0, rename: 0, retype: 0 },
      { managed_systems: [ALPHA], warnings: [STALE_RENAME_WARNING] },
    );
    const alpha = (indent: string) =>
      [
        '"id": "cs_alpha",',
        '"name": "Alpha Protection",',
        '"parent": {',
        '  "kind": "facility",',
        '  "id": "fac_alpha",',
        '  "name": "Substation Alpha"',
        "}",
      ].map((line) => `${indent}${line}`);
    expect(renderPlanJson(plan)).toBe(
      [
        "{",
        '  "format_version": 1,',
        `  "fingerprint": "${plan.fingerprint}",`,
        '  "summary": {',
        '    "create": 1,',
        '    "update": 0,',
        '    "delete": 1,',
        '    "move": 0,',
        '    "rename": 0,',
        '    "retype": 0',
        "  },",
        '  "operations": [',
        "    {",
        '      "action": "delete",',
        '      "depends_on": [],',
        '      "source": {',
        '        "file": "Orphan System.yaml",',
        '        "line": 4,',
        '        "column": 1',
        "      },",
        '      "asset_id": "ca_1",',
        '      "name": "old",',
        '      "asset_type": "hardware",',
        '      "cyber_system": {',
        '        "id": "cs_orphan",',
        '        "name": "Orphan System",',
        '        "parent": null',
        "      }",
        "    },",
        "    {",
        '      "action": "create",',
        '      "depends_on": [],',
        '      "source": {',
        '        "file": "Alpha Protection.yaml",',
        '        "line": 5,',
        '        "column": 3',
        "      },",
        '      "name": "new",',
        '      "asset_type": "hardware",',
        '      "cyber_system": {',
        ...alpha("        "),
        "      }",
        "    }",
        "  ],",
        '  "managed_systems": [',
        "    {",
        ...alpha("      "),
        "    }",
        "  ],",
        '  "unmanaged": [],',
        '  "safety": {',
        '    "managed_live_assets": 40,',
        '    "violations": []',
        "  },",
        '  "warnings": [',
        "    {",
        '      "severity": "warning",',
        `      "message": ${JSON.stringify(STALE_RENAME_WARNING.message)},`,
        '      "location": {',
        '        "file": "Alpha Protection.yaml",',
        '        "line": 9,',
        '        "column": 30',
        "      }",
        "    }",
        "  ]",
        "}",
        "",
      ].join("\n"),
    );
  });

  it.each([
    ["the sample plan", samplePlan()],
    ["a planner-built plan", plannedPlan()],
    [
      "a plan with hostile names",
      planOf(
        [
          deleteOf(`${HOSTILE_NAME}\u001B[2J\uD800`, "ca_\u202E1", {
            ...ORPHAN,
            name: HOSTILE_NAME,
          }),
        ],
        { create: 0, update: 0, delete: 1, move: 0, rename: 0, retype: 0 },
      ),
    ],
  ])(
    "writes %s so that apply --plan reads back the same plan and the same text",
    (_what, plan: Plan) => {
      const json = renderPlanJson(plan);
      const readBack = parsePlanJson(json, "plan.json");
      expect(readBack).toEqual(plan);
      expect(renderPlanJson(readBack)).toBe(json);
    },
  );

  it("depends only on the plan's content, not on the order of its keys", () => {
    const plan = samplePlan();
    expect(renderPlanJson(reversedKeys(plan))).toBe(renderPlanJson(plan));
  });
});

describe("renderJson: hidden characters (issue 15 finding 10)", () => {
  it("escapes bidirectional and invisible characters, and reads back to the same value", () => {
    const value = { name: "admin\u202Egnp.exe\u200B\u2066x\u2069\u00AD\u{E0041}", note: "a\nb" };
    const text = renderJson(value);
    expect(text).toBe(
      '{\n  "name": "admin\\u202Egnp.exe\\u200B\\u2066x\\u2069\\u00AD\\uDB40\\uDC41",\n  "note": "a\\nb"\n}\n',
    );
    expect(JSON.parse(text)).toEqual(value);
  });

  it("escapes them in the saved plan too", () => {
    const summary = { create: 1, update: 0, delete: 0, move: 0, rename: 0, retype: 0 };
    const plan = planOf([createOf("relay\u202E10-ya", ALPHA)], summary);
    expect(renderPlanJson(plan)).toContain('"name": "relay\\u202E10-ya"');
    expect(renderPlanJson(plan)).not.toContain("\u202E");
  });
});

describe("renderPlanJson of a plan its schema refuses", () => {
  it("throws, naming the JSON path, and returns no text to write", () => {
    const plan = planOf([createOf("new", ALPHA)], {
      create: -1,
      update: 0,
      delete: 0,
      move: 0,
      rename: 0,
      retype: 0,
    });
    expect(() => renderPlanJson(plan)).toThrow(
      /^cip-sync made a plan its own schema refuses \(at \$\.summary\.create: .+\); nothing was written\. This is a bug in cip-sync/,
    );
  });
});
