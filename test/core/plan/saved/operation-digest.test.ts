import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Operation } from "../../../../src/core/plan/plan-model.ts";
import {
  checkReviewedOperations,
  matchesReview,
  operationDigest,
  operationDigests,
  touchedSystemIds,
} from "../../../../src/core/plan/saved/operation-digest.ts";
import { planInventory } from "../../../../src/core/plan/plan.ts";
import { resolveInventory } from "../../../../src/core/plan/resolve.ts";
import { DEFAULT_SAFETY_LIMITS } from "../../../../src/core/plan/plan-model.ts";
import {
  cyberAsset,
  cyberSystem,
  facility,
  inventoryDocument,
  liveInventory,
} from "../../../support/fixtures.ts";
import {
  ALPHA,
  BRAVO,
  EMS,
  createOf,
  deleteOf,
  samplePlan,
} from "../../../support/sample-plans.ts";

describe("operationDigest", () => {
  const operations = samplePlan().operations;

  it("gives every operation of a plan its own 22-character digest", () => {
    const digests = operations.map(operationDigest);
    expect(new Set(digests).size).toBe(operations.length);
    for (const digest of digests) expect(digest).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });

  it("keeps the digest a reviewed plan's comment recorded before", () => {
    // The reviewed operations of an open pull request are matched by these digests after an
    // upgrade: a new digest for the same operation would count none of its approvals.
    expect(operationDigest(createOf("alpha-rtu-09", ALPHA))).toBe("kgsMnH0D__jaBOUQ0LPq9A");
  });

  it("ignores where an operation is declared, its dependencies and display names", () => {
    const [first] = operations as [Operation];
    const moved = {
      ...first,
      source: { file: "elsewhere.yaml", line: 99, column: 7 },
      depends_on: [4, 5],
      cyber_system: { ...first.cyber_system, name: "Renamed System", parent: null },
    };
    expect(operationDigest(moved)).toBe(operationDigest(first));
  });

  it("changes with each field an apply would act on", () => {
    const create = createOf("alpha-rtu-09", ALPHA);
    const variants: Operation[] = [
      { ...create, name: "alpha-rtu-10" },
      { ...create, asset_type: "software" },
      { ...create, cyber_system: BRAVO },
      deleteOf("alpha-rtu-09", "ca_1", ALPHA),
      { ...deleteOf("alpha-rtu-09", "ca_1", ALPHA), asset_type: "software" },
      deleteOf("alpha-rtu-09", "ca_2", ALPHA),
    ];
    const digests = [create, ...variants].map(operationDigest);
    expect(new Set(digests).size).toBe(digests.length);
  });

  it("sorts a plan's digests, whatever the order of its operations", () => {
    expect(operationDigests([...operations].reverse())).toEqual(operationDigests(operations));
  });

  it("names the systems a plan touches, both ends of a move included", () => {
    expect(touchedSystemIds(operations)).toEqual([ALPHA.id, BRAVO.id, EMS.id].sort());
    expect(touchedSystemIds([operations[5]!])).toEqual([ALPHA.id, BRAVO.id]);
    expect(touchedSystemIds([])).toEqual([]);
  });
});

describe("digests of planned inventories", () => {
  const live = liveInventory({
    facilities: [facility("fac_1", "Substation Alpha")],
    cyberSystems: [cyberSystem("cs_1", "Alpha Protection", { facility_id: "fac_1" })],
    cyberAssets: [
      cyberAsset("ca_1", "rtu-1", "cs_1"),
      cyberAsset("ca_2", "rtu-2", "cs_1"),
      cyberAsset("ca_3", "hmi-1", "cs_1"),
    ],
  });
  const plan = (assets: (string | { name: string; renamedFrom?: string })[], file: string) => {
    const document = inventoryDocument({
      file,
      cyberSystem: "Alpha Protection",
      facility: "Substation Alpha",
      assets,
    });
    const resolved = resolveInventory([document], live).resolved;
    return planInventory(resolved, live, { limits: DEFAULT_SAFETY_LIMITS }).plan;
  };

  it("are the same for the same declaration written in another order and file", () => {
    const one = plan(
      ["rtu-1", { name: "rtu-9", renamedFrom: "rtu-2" }, "new-a", "new-b"],
      "a.yaml",
    );
    const two = plan(
      ["new-b", "new-a", { name: "rtu-9", renamedFrom: "rtu-2" }, "rtu-1"],
      "b.yaml",
    );
    expect(one.operations.length).toBe(4);
    expect(operationDigests(two.operations)).toEqual(operationDigests(one.operations));
  });
});

describe("checkReviewedOperations", () => {
  const operations = samplePlan().operations;
  const digestsOf = (indexes: number[]) =>
    indexes.map((index) => operationDigest(operations[index]!));

  it("accepts the union of two reviewed plans, in any order", () => {
    const check = checkReviewedOperations([...operations].reverse(), [
      { pullRequest: 12, digests: digestsOf([0, 1, 2, 3, 4]) },
      { pullRequest: 13, digests: digestsOf([5, 6, 7, 8, 9, 10]) },
    ]);
    expect(check).toEqual({ unreviewed: [], gone: [] });
    expect(matchesReview(check)).toBe(true);
  });

  it("names the operations no pull request reviewed and the reviewed ones that are gone", () => {
    const check = checkReviewedOperations(operations.slice(0, 10), [
      { pullRequest: 12, digests: digestsOf([0, 1, 2, 3, 4]) },
      { pullRequest: 13, digests: digestsOf([5, 6, 7, 8, 10]) },
      { pullRequest: 14, digests: digestsOf([10]) },
    ]);
    expect(check.unreviewed).toEqual([9]);
    expect(check.gone).toEqual([
      { digest: operationDigest(operations[10]!), pullRequests: [13, 14] },
    ]);
    expect(matchesReview(check)).toBe(false);
  });

  it("counts an operation held twice as unreviewed the second time", () => {
    const create = createOf("alpha-rtu-09", ALPHA);
    const check = checkReviewedOperations(
      [create, { ...create, source: undefined }],
      [{ pullRequest: 12, digests: [operationDigest(create)] }],
    );
    expect(check).toEqual({ unreviewed: [1], gone: [] });
  });

  it("accepts exactly the union of disjoint reviewed plans (property)", () => {
    const pool = Array.from({ length: 24 }, (_, index): Operation => {
      const system = [ALPHA, BRAVO, EMS][index % 3]!;
      return index % 2 === 0
        ? createOf(`asset-${index}`, system)
        : deleteOf(`asset-${index}`, `ca_${index}`, system);
    });
    fc.assert(
      fc.property(
        // For each pool operation: the reviewed plan holding it (-1: none).
        fc.array(fc.integer({ min: -1, max: 3 }), {
          minLength: pool.length,
          maxLength: pool.length,
        }),
        fc.subarray(pool.map((_, index) => index)),
        (owner, fresh) => {
          const reviewed = [0, 1, 2, 3].map((pullRequest) => ({
            pullRequest,
            digests: pool.filter((_, index) => owner[index] === pullRequest).map(operationDigest),
          }));
          const union = pool.flatMap((_, index) => (owner[index]! >= 0 ? [index] : []));
          const check = checkReviewedOperations(
            fresh.map((index) => pool[index]!),
            reviewed,
          );
          const isUnion =
            fresh.length === union.length && fresh.every((index) => union.includes(index));
          expect(matchesReview(check)).toBe(isUnion);
          expect(check.unreviewed.map((position) => fresh[position])).toEqual(
            fresh.filter((index) => owner[index] === -1),
          );
          expect(check.gone.map(({ digest }) => digest).sort()).toEqual(
            union
              .filter((index) => !fresh.includes(index))
              .map((index) => operationDigest(pool[index]!))
              .sort(),
          );
        },
      ),
    );
  });
});
