// What a saved plan's operations depend on from the inventory files, as one digest, and why a plan
// is not the reviewed one: apply --plan compares the digest with the files read again, to say
// whether the files or the live inventory changed since the plan was reviewed (issue 52: a plan whose files changed was said to be stale because
// "the live inventory changed"). Baselines are left out: the plan names each changed baseline.
import type { InventoryDocument } from "../../inventory/document/document.ts";
import { sha256Hex } from "../../shared/sha256.ts";
import type { Plan } from "../plan-model.ts";
import { canonical, changedBaselines, fingerprintPlan } from "./fingerprint.ts";

/**
 * "sha256:<hex>" over the canonical JSON of each document's system, parent, prune and assets
 * (name, type, renamed_from, class), in file order. Where each is written is left out: moving or
 * reformatting lines changes no plan, so it is no change of the files here either.
 */
export function declaredDigest(documents: readonly InventoryDocument[]): string {
  const declared = documents.map((document) => ({
    cyber_system: document.cyberSystem.value,
    facility: document.facility?.value,
    control_center: document.controlCenter?.value,
    prune: document.prune,
    assets: document.assets.map((asset) => ({
      name: asset.name,
      type: asset.type,
      renamed_from: asset.renamedFrom?.value,
      class: asset.class?.value,
    })),
  }));
  return `sha256:${sha256Hex(JSON.stringify(canonical(declared)))}`;
}

/**
 * Why the plan now is not the reviewed one, from what the two plans record: the baselines it
 * declares (which no service operation shows), and for the operations, the files' declarations
 * (`inputs.declared`) when both plans carry them: the same declarations make different operations
 * a change of the live inventory. Without the reviewed plan, or its declarations (an older plan),
 * the two cannot be told apart, and it says so.
 */
export function whyPlanChanged(reviewed: Plan | undefined, now: Plan): string {
  const baselines =
    reviewed === undefined ? [] : changedBaselines(reviewed.baselines, now.baselines);
  const operations =
    reviewed === undefined ||
    fingerprintPlan(reviewed.operations, undefined) !== fingerprintPlan(now.operations, undefined);
  const before = reviewed?.inputs?.declared;
  const after = now.inputs?.declared;
  const parts = [
    ...(baselines.length === 0 ? [] : [`the baselines of ${baselines.join(", ")}`]),
    ...(!operations
      ? []
      : before === undefined || after === undefined
        ? ["the inventory files or the live inventory"]
        : before === after
          ? ["the live inventory"]
          : ["the assets the inventory files declare"]),
  ];
  return `${parts.join(", and ")}${parts.length === 1 ? "" : ","} changed`;
}
