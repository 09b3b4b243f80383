// Possible renames made in the service: which deletes and creates the planner pairs (exactly), the
// line that keeps the record, and the plan's safety rule that apply refuses without --allow-replace.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { AssetType } from "../../../src/core/shared/live-records.ts";
import type {
  CreateOperation,
  DeleteOperation,
  Operation,
  SafetyReport,
  SystemRef,
} from "../../../src/core/plan/plan-model.ts";
import {
  MAX_RENAME_COMPARISONS,
  markPossibleRenames,
  pairPossibleRenames,
  renameFixLine,
  similarNames,
} from "../../../src/core/plan/renames/possible-renames.ts";
import { fingerprintPlan } from "../../../src/core/plan/saved/fingerprint.ts";
import { planInventory } from "../../../src/core/plan/plan.ts";
import { resolveInventory } from "../../../src/core/plan/resolve.ts";
import { unsafeMessage } from "../../../src/core/plan/safety.ts";
import {
  cyberAsset,
  cyberSystem,
  type DocumentSpec,
  facility,
  inventoryDocument,
  liveInventory,
} from "../../support/fixtures.ts";
import { ALPHA, BRAVO, createOf, deleteOf } from "../../support/sample-plans.ts";

function create(name: string, type: AssetType = "hardware", system: SystemRef = ALPHA) {
  return { ...createOf(name, system), asset_type: type };
}

function remove(name: string, id: string, type: AssetType = "hardware", system = ALPHA) {
  return { ...deleteOf(name, id, system), asset_type: type };
}

/** "declared <- live (id)" per pair, for readable assertions. */
function pairsOf(operations: Operation[]): string[] {
  return pairPossibleRenames(operations).map(
    ({ declared, live }) => `${declared.name} <- ${live.name} (${live.asset_id})`,
  );
}

describe("similarNames", () => {
  it.each<[string, string, boolean]>([
    ["alpha-rtu-01", "alpha-rtu-01", true],
    ["alpha-rtu-01", "ALPHA_RTU_01", true],
    ["alpha-rtu-01", "alpha rtu 01", true],
    ["alpha-rtu-01", "alpha-rtu-1", true],
    ["alpha-rtu-01", "alpha-rtu-02", true],
    ["ems-hmi-01", "ems-hmi-01-north", false],
    ["alpha-relay-01", "bravo-meter-01", false],
    ["old-hmi", "new-gateway", false],
    ["---", "___", false],
  ])("%s and %s: %s", (a, b, similar) => {
    expect(similarNames(a, b)).toBe(similar);
    expect(similarNames(b, a)).toBe(similar);
  });
});

describe("pairPossibleRenames", () => {
  it.each<[string, Operation[], string[]]>([
    ["nothing to pair", [create("a"), create("b")], []],
    [
      "exactly one of each, however different the names",
      [remove("Alpha RTU 1 (north)", "ca_1"), create("alpha-rtu-01")],
      ["alpha-rtu-01 <- Alpha RTU 1 (north) (ca_1)"],
    ],
    [
      "one of each, but of different types",
      [remove("alpha-rtu-01", "ca_1", "software"), create("alpha-rtu-01b")],
      [],
    ],
    [
      "one of each, but in different systems",
      [remove("alpha-rtu-01", "ca_1", "hardware", BRAVO), create("alpha-rtu-01b")],
      [],
    ],
    [
      "several of each: similar names only, most similar first",
      [
        remove("alpha-rtu-1", "ca_1"),
        remove("alpha-rtu-2", "ca_2"),
        remove("historian", "ca_3"),
        create("alpha-rtu-01"),
        create("alpha-rtu-02"),
        create("gateway"),
      ],
      ["alpha-rtu-01 <- alpha-rtu-1 (ca_1)", "alpha-rtu-02 <- alpha-rtu-2 (ca_2)"],
    ],
    [
      "two deletes similar to one create: the most similar, then the lower id",
      [remove("relay-01x", "ca_9"), remove("relay-01", "ca_8"), create("relay-01y"), create("z")],
      ["relay-01y <- relay-01 (ca_8)"],
    ],
    [
      "an equal score: the first declared name in code-point order takes it",
      [remove("relay-01", "ca_1"), remove("zzz", "ca_2"), create("relay-02"), create("relay-03")],
      ["relay-02 <- relay-01 (ca_1)"],
    ],
    [
      "per system and type, each on its own",
      [
        remove("x", "ca_1", "hardware", BRAVO),
        create("y", "hardware", BRAVO),
        remove("p", "ca_2", "software"),
        create("q", "software"),
        create("r"),
      ],
      ["q <- p (ca_2)", "y <- x (ca_1)"],
    ],
  ])("%s", (_case, operations, expected) => {
    expect(pairsOf(operations)).toEqual(expected);
  });

  it("compares only names equal after folding when a system has too many to compare", () => {
    const size = Math.ceil(Math.sqrt(MAX_RENAME_COMPARISONS)) + 1;
    const operations: Operation[] = [];
    for (let index = 0; index < size; index += 1) {
      operations.push(remove(`live-${index}`, `ca_${index}`), create(`declared-${index}`));
    }
    operations.push(remove("RTU 01", "ca_rtu"), create("rtu-01"), create("rtu-02"));
    expect(pairsOf(operations)).toEqual(["rtu-01 <- RTU 01 (ca_rtu)"]);
  });
});

const SYSTEMS = [ALPHA, BRAVO];
const NAMES = ["rtu-01", "rtu-1", "RTU_01", "rtu-02", "relay-01", "relay-1", "hmi", "hmi-old", "x"];

const operationsArbitrary = fc
  .uniqueArray(
    fc.record({
      create: fc.boolean(),
      name: fc.constantFrom(...NAMES),
      suffix: fc.nat({ max: 3 }),
      type: fc.constantFrom<AssetType>("hardware", "software"),
      system: fc.constantFrom(...SYSTEMS),
    }),
    { selector: (entry) => `${entry.name}-${entry.suffix}`, maxLength: 24 },
  )
  .map((entries) =>
    entries.map((entry, index): CreateOperation | DeleteOperation => {
      const name = `${entry.name}-${entry.suffix}`;
      return entry.create
        ? create(name, entry.type, entry.system)
        : remove(name, `ca_${index}`, entry.type, entry.system);
    }),
  );

describe("pairPossibleRenames property", () => {
  it("never pairs different types or systems, never pairs an operation twice, and ignores input order", () => {
    fc.assert(
      fc.property(operationsArbitrary, fc.nat(), (operations, seed) => {
        const pairs = pairPossibleRenames(operations);
        const seen = new Set<Operation>();
        for (const { declared, live } of pairs) {
          expect(declared.action).toBe("create");
          expect(live.action).toBe("delete");
          expect(declared.asset_type).toBe(live.asset_type);
          expect(declared.cyber_system.id).toBe(live.cyber_system.id);
          expect(seen.has(declared) || seen.has(live)).toBe(false);
          seen.add(declared);
          seen.add(live);
        }
        const shuffled = [...operations].sort(
          (a, b) =>
            ((operations.indexOf(a) * 7919 + seed) % 97) -
            ((operations.indexOf(b) * 7919 + seed) % 97),
        );
        expect(pairsOf(shuffled)).toEqual(pairsOf(operations));
      }),
    );
  });
});

describe("markPossibleRenames: a delete that cannot be paired one to one is marked all the same", () => {
  function marked(operations: Operation[]): Operation[] {
    const copy = [...operations];
    markPossibleRenames(copy);
    return copy;
  }

  it.each<[string, Operation[], Record<string, unknown>]>([
    [
      "a rename in the service plus another create of the type: the delete names both creates",
      [remove("Substation Relay Seven", "ca_7"), create("relay-07"), create("relay-08")],
      {
        candidates: ["relay-07", "relay-08"],
        declared: "relay-07",
        live: "Substation Relay Seven",
      },
    ],
    [
      "the most similar create first (even one paired with another delete), at most three",
      [
        remove("relay-01", "ca_8"),
        remove("relay-01x", "ca_9"),
        create("a"),
        create("b"),
        create("c"),
        create("relay-01y"),
      ],
      { candidates: ["relay-01y", "a", "b"], declared: "relay-01y", live: "relay-01x" },
    ],
  ])("%s", (_case, operations, mark) => {
    const unpaired = marked(operations).flatMap((operation) =>
      operation.action === "delete" && operation.possible_rename?.candidates
        ? [operation.possible_rename]
        : [],
    );
    expect(unpaired).toEqual([mark]);
  });

  it("marks nothing where no create of the type is in the system", () => {
    const operations = marked([
      remove("relay-07", "ca_7"),
      create("relay-07", "software"),
      create("relay-08", "hardware", BRAVO),
    ]);
    expect(operations.every((operation) => !("possible_rename" in operation))).toBe(true);
  });

  it("every delete of a system and type with a create carries a mark, and no other does", () => {
    fc.assert(
      fc.property(operationsArbitrary, (operations) => {
        const result = marked(operations);
        const groupsWithCreates = new Set(
          result
            .filter((operation) => operation.action === "create")
            .map((operation) => `${operation.cyber_system.id} ${operation.asset_type}`),
        );
        for (const operation of result) {
          if (operation.action !== "delete") continue;
          const group = `${operation.cyber_system.id} ${operation.asset_type}`;
          expect(operation.possible_rename !== undefined).toBe(groupsWithCreates.has(group));
        }
      }),
    );
  });
});

describe("renameFixLine", () => {
  it.each<[string, string, string]>([
    ["alpha-rtu-01", "alpha-rtu-1", "alpha-rtu-01: {type: hardware, renamed_from: alpha-rtu-1}"],
    ["rtu: north", "rtu, north", '"rtu: north": {type: hardware, renamed_from: "rtu, north"}'],
    ["#1", "{x}", '"#1": {type: hardware, renamed_from: "{x}"}'],
  ])("%s renamed from %s", (declared, live, line) => {
    expect(renameFixLine({ declared, live }, "hardware")).toBe(line);
  });
});

const world = {
  facilities: [facility("fac_1", "Substation Alpha")],
  cyberSystems: [cyberSystem("cs_1", "Protection System", { facility_id: "fac_1" })],
};

function planOfFiles(spec: DocumentSpec, ...assets: ReturnType<typeof cyberAsset>[]) {
  const live = liveInventory({ ...world, cyberAssets: assets });
  const resolution = resolveInventory([inventoryDocument(spec)], live);
  return planInventory(resolution.resolved, live).plan;
}

describe("planInventory: possible renames made in the service", () => {
  const plan = planOfFiles(
    { cyberSystem: "Protection System", assets: ["alpha-relay-01", "alpha-rtu-01"] },
    cyberAsset("ca_1", "alpha-relay-01", "cs_1"),
    cyberAsset("ca_2", "Alpha RTU 1", "cs_1"),
  );

  it("marks both operations of the pair, and the fingerprint covers the mark", () => {
    const mark = { declared: "alpha-rtu-01", live: "Alpha RTU 1" };
    expect(plan.operations).toEqual([
      expect.objectContaining({ action: "delete", asset_id: "ca_2", possible_rename: mark }),
      expect.objectContaining({ action: "create", name: "alpha-rtu-01", possible_rename: mark }),
    ]);
    const unmarked = plan.operations.map((operation) => {
      const copy = { ...operation };
      if (copy.action !== "update") delete copy.possible_rename;
      return copy;
    });
    expect(fingerprintPlan(unmarked, plan.baselines)).not.toBe(plan.fingerprint);
  });

  it("breaks the possible-rename rule, naming the pair and both ways out", () => {
    expect(plan.safety.violations).toEqual([
      {
        rule: "possible-rename",
        message:
          '1 asset was possibly renamed (in the service, or in a file without renamed_from): applying would replace each with a new record, and its id and compliance history would be lost: "Alpha RTU 1" (ca_2, hardware) of cyber system "Protection System" (cs_1) at facility "Substation Alpha" (fac_1) would be deleted and "alpha-rtu-01" created; to keep its record write alpha-rtu-01: {type: hardware, renamed_from: Alpha RTU 1}, or declare it as "Alpha RTU 1"; re-run with --allow-replace (Action input allow-replace: true) if replacing the record is intended.',
      },
    ]);
  });

  it("is gone once the file says renamed_from", () => {
    const fixed = planOfFiles(
      {
        cyberSystem: "Protection System",
        assets: ["alpha-relay-01", { name: "alpha-rtu-01", renamedFrom: "Alpha RTU 1" }],
      },
      cyberAsset("ca_1", "alpha-relay-01", "cs_1"),
      cyberAsset("ca_2", "Alpha RTU 1", "cs_1"),
    );
    expect(fixed.operations).toEqual([
      expect.objectContaining({ action: "update", asset_id: "ca_2", kinds: ["rename"] }),
    ]);
    expect(fixed.safety.violations).toEqual([]);
  });
});

describe("planInventory: a rename in the service beside another new asset of its type", () => {
  const plan = planOfFiles(
    { cyberSystem: "Protection System", assets: ["alpha-relay-01", "relay-07", "relay-08"] },
    cyberAsset("ca_1", "alpha-relay-01", "cs_1"),
    cyberAsset("ca_7", "Substation Relay Seven", "cs_1"),
  );

  it("is not a silent delete: the possible-rename rule names the creates it may have become", () => {
    expect(plan.safety.violations).toEqual([
      {
        rule: "possible-rename",
        message:
          '1 asset was possibly renamed (in the service, or in a file without renamed_from): applying would replace each with a new record, and its id and compliance history would be lost: "Substation Relay Seven" (ca_7, hardware) of cyber system "Protection System" (cs_1) at facility "Substation Alpha" (fac_1) would be deleted and may be declared as "relay-07" or "relay-08" (it could not be paired one to one with a new asset of its type); if it is "relay-07", to keep its record write relay-07: {type: hardware, renamed_from: Substation Relay Seven}, or declare it as "Substation Relay Seven"; re-run with --allow-replace (Action input allow-replace: true) if replacing the record is intended.',
      },
    ]);
    expect(unsafeMessage(plan.safety)).toContain("possibly renamed (in the service, or in a file");
    expect(unsafeMessage(plan.safety, { massDelete: true, replace: true })).toBeUndefined();
  });

  it("the fingerprint covers the mark", () => {
    const unmarked = plan.operations.map((operation) => {
      const copy = { ...operation };
      if (copy.action !== "update") delete copy.possible_rename;
      return copy;
    });
    expect(fingerprintPlan(unmarked, plan.baselines)).not.toBe(plan.fingerprint);
  });
});

describe("the possible-rename rule on many assets", () => {
  it("names the first ten one by one and counts the others, so a large plan still fits", () => {
    const ids = Array.from({ length: 12 }, (_, index) => `ca_${index}`);
    const plan = planOfFiles(
      { cyberSystem: "Protection System", assets: ["a-new", "b-new"] },
      ...ids.map((id) => cyberAsset(id, `old-${id}`, "cs_1")),
    );
    const violation = plan.safety.violations.find((entry) => entry.rule === "possible-rename");
    expect(violation?.message).toMatch(
      /^12 assets were possibly renamed \(in the service, or in a file without renamed_from\)/u,
    );
    expect(violation?.message.match(/would be deleted/gu)).toHaveLength(10);
    expect(violation?.message).toContain("; and 2 more, each marked in the plan's deletes; re-run");
  });
});

describe("unsafeMessage: which allowance overrides which rule", () => {
  const rename = { rule: "possible-rename" as const, message: "rename pair" };
  const massDelete = { rule: "mass-delete" as const, message: "too many deletes" };
  const report = (...violations: SafetyReport["violations"]): SafetyReport => ({
    managed_live_assets: 10,
    violations,
  });
  it.each<[string, SafetyReport, { massDelete: boolean; replace: boolean }, string | undefined]>([
    [
      "a possible rename, nothing allowed",
      report(rename),
      { massDelete: false, replace: false },
      "apply refused: the plan breaks 1 safety rule; nothing was changed.\n  - rename pair",
    ],
    [
      "a possible rename, only mass deletes allowed",
      report(rename),
      { massDelete: true, replace: false },
      "apply refused: the plan breaks 1 safety rule; nothing was changed.\n  - rename pair",
    ],
    [
      "a possible rename, replace allowed",
      report(rename),
      { massDelete: false, replace: true },
      undefined,
    ],
    [
      "both rules, replace allowed",
      report(massDelete, rename),
      { massDelete: false, replace: true },
      "apply refused: the plan breaks 1 safety rule; nothing was changed.\n  - too many deletes",
    ],
    [
      "both rules, both allowed",
      report(massDelete, rename),
      { massDelete: true, replace: true },
      undefined,
    ],
  ])("%s", (_case, safety, allowed, message) => {
    expect(unsafeMessage(safety, allowed)).toBe(message);
  });
});
