// Properties of the renderers over random plans with arbitrary Unicode names: the Markdown never
// exceeds its cap, keeps every delete whenever the deletes alone fit, and never lets a name
// become structure; the JSON reads back as the same plan.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { AssetType } from "../../src/core/shared/live-records.ts";
import type {
  Operation,
  Plan,
  PlanSummary,
  SafetyViolation,
  SystemRef,
  UnmanagedAsset,
} from "../../src/core/plan/plan-model.ts";
import { parsePlanJson } from "../../src/core/plan/saved/plan-schema.ts";
import { escapeMarkdown } from "../../src/render/shared/escape-markdown.ts";
import { renderPlanJson } from "../../src/render/plan/plan-json.ts";
import { renderPlanMarkdown } from "../../src/render/plan/plan-markdown.ts";
import { renderPlanText } from "../../src/render/plan/plan-text.ts";
import { ALPHA, BRAVO, EMS, HOSTILE_NAME, ORPHAN, planOf } from "../support/sample-plans.ts";
import { injections, tablePipeCounts } from "./markdown-support.ts";

const MAX_NAME_LENGTH = 40;
/** More than the status line, caution heading, truncation note and fingerprint take together. */
const FRAME = 1_000;

const TRICKS = [HOSTILE_NAME, "@team", "#1", "<b>", "|", "`", ":+1:", "\u202E", "\n", "🔌", "é"];

const nameArbitrary = fc.oneof(
  fc.string({ unit: "binary", maxLength: MAX_NAME_LENGTH }),
  fc.string({ unit: fc.constantFrom(...TRICKS, "a", "1", " "), maxLength: 8 }),
);
const typeArbitrary = fc.constantFrom<AssetType>("hardware", "software");
const systemArbitrary = fc.oneof(
  fc.constantFrom(ALPHA, BRAVO, EMS, ORPHAN),
  fc.record({
    id: fc.string({ maxLength: 10 }),
    name: nameArbitrary,
    parent: fc.constant(null),
  }) as fc.Arbitrary<SystemRef>,
);

const planArbitrary: fc.Arbitrary<Plan> = fc
  .record({
    deletes: fc.array(fc.tuple(nameArbitrary, typeArbitrary, systemArbitrary), {
      maxLength: 30,
    }),
    updates: fc.array(
      fc.tuple(nameArbitrary, nameArbitrary, systemArbitrary, systemArbitrary, fc.boolean()),
      { maxLength: 30 },
    ),
    creates: fc.array(fc.tuple(nameArbitrary, typeArbitrary, systemArbitrary), {
      maxLength: 200,
    }),
    unmanaged: fc.array(fc.tuple(nameArbitrary, systemArbitrary), { maxLength: 10 }),
    warnings: fc.array(nameArbitrary, { maxLength: 5 }),
    violations: fc.array(nameArbitrary, { maxLength: 3 }),
  })
  .map(({ deletes, updates, creates, unmanaged, warnings, violations }) => {
    const operations: Operation[] = [
      // Distinct prefixes, so that finding a delete's name cannot be satisfied by another part.
      ...deletes.map(([name, type, system], index): Operation => ({
        action: "delete",
        depends_on: [],
        asset_id: `ca_del_${index}`,
        name: `del-${index}-${name}`,
        asset_type: type,
        cyber_system: system,
      })),
      ...updates.map(([from, to, fromSystem, toSystem, retype], index): Operation => {
        const move = fromSystem.id !== toSystem.id;
        return {
          action: "update",
          depends_on: [],
          asset_id: `ca_upd_${index}`,
          name: to,
          cyber_system: toSystem,
          kinds: [
            ...(from !== to ? (["rename"] as const) : []),
            ...(move ? (["move"] as const) : []),
            ...(retype ? (["retype"] as const) : []),
          ],
          temporary: false,
          changes: {
            ...(from !== to ? { name: { from, to } } : {}),
            ...(move ? { cyber_system: { from: fromSystem, to: toSystem } } : {}),
            ...(retype ? { asset_type: { from: "hardware", to: "software" } } : {}),
          },
        };
      }),
      ...creates.map(([name, type, system]): Operation => ({
        action: "create",
        depends_on: [],
        name,
        asset_type: type,
        cyber_system: system,
      })),
    ];
    const summary: PlanSummary = {
      create: creates.length,
      update: updates.length,
      delete: deletes.length,
      move: updates.filter(([, , from, to]) => from.id !== to.id).length,
      rename: updates.filter(([from, to]) => from !== to).length,
      retype: updates.filter(([, , , , retype]) => retype).length,
    };
    return planOf(operations, summary, {
      unmanaged: unmanaged.map(([name, system], index): UnmanagedAsset => ({
        asset_id: `ca_unm_${index}`,
        name,
        asset_type: "hardware",
        cyber_system: system,
      })),
      warnings: warnings.map((message) => ({ severity: "warning" as const, message })),
      violations: violations.map((message): SafetyViolation => ({ rule: "mass-update", message })),
    });
  });

// Small caps often, so that the compact layouts are exercised too.
const capArbitrary = fc.oneof(
  fc.integer({ min: 0, max: 120_000 }),
  fc.integer({ min: 0, max: 6_000 }),
);

describe("renderers over random plans", () => {
  it("never exceed the cap, and keep every delete when the deletes fit, whatever the layout", () => {
    fc.assert(
      fc.property(planArbitrary, capArbitrary, (plan, maxLength) => {
        const markdown = renderPlanMarkdown(plan, {
          maxLength,
          truncatedNote: "See the job summary.",
        });
        expect(markdown.length).toBeLessThanOrEqual(maxLength);
        expect(markdown === "" || markdown.endsWith("\n")).toBe(true);
        expect(injections(markdown)).toEqual([]);
        const deletes = plan.operations.filter((operation) => operation.action === "delete");
        // The room the deletes take listed one per line, the most compact form that cuts none.
        const deleteRoom = deletes.reduce(
          (sum, operation) =>
            sum +
            `> - ${escapeMarkdown(operation.name)} (${escapeMarkdown(operation.asset_id)})\n`
              .length,
          0,
        );
        // The safety rules broken come first and are never cut: the deletes fit in what they leave.
        const safetyRoom = plan.safety.violations.reduce(
          (sum, violation) =>
            sum + `> - **${violation.rule}:** ${escapeMarkdown(violation.message)}\n`.length,
          0,
        );
        if (maxLength >= deleteRoom + safetyRoom + FRAME) {
          for (const operation of deletes) {
            expect(markdown).toContain(escapeMarkdown(operation.name));
            expect(markdown).toContain(escapeMarkdown(operation.asset_id));
          }
        }
      }),
      { numRuns: 200 },
    );
  });

  it("render no name as Markdown structure, and keep every table's columns", () => {
    fc.assert(
      fc.property(planArbitrary, (plan) => {
        const markdown = renderPlanMarkdown(plan);
        expect(injections(markdown)).toEqual([]);
        // Every table of a plan has 4 columns.
        for (const pipes of tablePipeCounts(markdown)) expect(pipes).toBe(5);
      }),
      { numRuns: 200 },
    );
  });

  it("write no terminal control character but their own colours", () => {
    fc.assert(
      fc.property(planArbitrary, (plan) => {
        const text = renderPlanText(plan, { color: true }).replace(/\u001B\[[0-9;]*m/g, "");
        expect(text).not.toMatch(/[\u0000-\u0009\u000B-\u001F\u007F-\u009F\u2028\u2029]/);
      }),
      { numRuns: 200 },
    );
  });

  it("write JSON that reads back as the same plan", () => {
    fc.assert(
      fc.property(planArbitrary, (plan) => {
        expect(parsePlanJson(renderPlanJson(plan), "plan.json")).toEqual(plan);
      }),
      { numRuns: 100 },
    );
  });
});
