// The scheduler: puts the planner's drafted operations in an order under which the
// organization-wide, case-insensitive uniqueness of asset names holds after every operation, and
// records that order's dependencies in each operation's depends_on.
import { groupBy } from "../shared/collections.ts";
import type { Draft } from "./drafts.ts";
import type { Operation } from "./plan-model.ts";
import { compareCodePoints } from "../shared/names.ts";

/**
 * Execution order: each draft after the drafts that free the name key it takes, and otherwise by
 * kind (deletes, updates, creates), target system name, asset name and id, in code-point order.
 */
export function orderDrafts(drafts: Draft[]): Operation[] {
  const vacating = drafts.flatMap((draft) =>
    draft.vacates === undefined ? [] : [{ draft, key: draft.vacates }],
  );
  const vacatersOf = new Map(
    [...groupBy(vacating, ({ key }) => key)].map(([key, found]) => [
      key,
      found.map(({ draft }) => draft),
    ]),
  );
  for (const draft of drafts) {
    if (draft.takes !== undefined) draft.dependencies.push(...(vacatersOf.get(draft.takes) ?? []));
    draft.dependencies.sort(compareDrafts);
  }
  const ordered = dependenciesFirst([...drafts].sort(compareDrafts));
  const position = new Map(ordered.map((draft, index) => [draft, index]));
  return ordered.map((draft) => {
    const dependsOn = [
      ...new Set(draft.dependencies.flatMap((dependency) => position.get(dependency) ?? [])),
    ];
    draft.operation.depends_on = dependsOn.sort((a, b) => a - b);
    return draft.operation;
  });
}

/** The drafts in `roots` order, each after its dependencies (depth first, without recursion). */
function dependenciesFirst(roots: readonly Draft[]): Draft[] {
  const ordered: Draft[] = [];
  const placed = new Set<Draft>();
  const visiting = new Set<Draft>();
  for (const root of roots) {
    if (placed.has(root)) continue;
    const stack = [{ draft: root, next: 0 }];
    visiting.add(root);
    // Bounded: a draft is pushed only while neither placed nor on the stack.
    for (let top = stack.at(-1); top !== undefined; top = stack.at(-1)) {
      const dependency = top.draft.dependencies[top.next];
      if (dependency) {
        top.next += 1;
        if (!placed.has(dependency) && !visiting.has(dependency)) {
          visiting.add(dependency);
          stack.push({ draft: dependency, next: 0 });
        }
        continue;
      }
      stack.pop();
      visiting.delete(top.draft);
      placed.add(top.draft);
      ordered.push(top.draft);
    }
  }
  return ordered;
}

function compareDrafts(a: Draft, b: Draft): number {
  return (
    a.rank - b.rank ||
    compareCodePoints(a.operation.cyber_system.name, b.operation.cyber_system.name) ||
    compareCodePoints(a.operation.name, b.operation.name) ||
    compareCodePoints(assetIdOf(a.operation), assetIdOf(b.operation))
  );
}

function assetIdOf(operation: Operation): string {
  return operation.action === "create" ? "" : operation.asset_id;
}
