// Why a saved plan is stale, from what the two plans record (issue 52): the files' declarations
// tell a change of the files from one of the live inventory; a plan saved without them says it
// cannot tell; baselines are named as before.
import { describe, expect, it } from "vitest";
import { parseInventoryText } from "../../../../src/core/inventory/document/parse-inventory.ts";
import { declaredDigest, whyPlanChanged } from "../../../../src/core/plan/saved/declared-digest.ts";
import type { Plan } from "../../../../src/core/plan/plan-model.ts";
import { ALPHA, createOf, emptyPlan } from "../../../support/sample-plans.ts";

const FILES_A = `sha256:${"a".repeat(64)}`;
const FILES_B = `sha256:${"b".repeat(64)}`;

function plan(declared: string | undefined, operations: Plan["operations"] = []): Plan {
  return {
    ...emptyPlan(),
    operations,
    inputs: {
      patterns: ["inventory/"],
      root: ".",
      ...(declared === undefined ? {} : { declared }),
    },
  };
}

describe("whyPlanChanged", () => {
  const create = [createOf("rtu-02", ALPHA)];
  it.each([
    ["the same declarations", plan(FILES_A), plan(FILES_A, create), "the live inventory changed"],
    [
      "other declarations",
      plan(FILES_A),
      plan(FILES_B, create),
      "the assets the inventory files declare changed",
    ],
    [
      "a plan saved without them",
      plan(undefined),
      plan(FILES_A, create),
      "the inventory files or the live inventory changed",
    ],
    [
      "no saved plan, only its fingerprint",
      undefined,
      plan(FILES_A, create),
      "the inventory files or the live inventory changed",
    ],
  ])("%s", (_, reviewed, now, expected) => {
    expect(whyPlanChanged(reviewed, now)).toBe(expected);
  });
});

describe("declaredDigest", () => {
  const FILE = `cyber_system: Protection System
facility: Substation Alpha
assets:
  relay-01: hardware
  rtu-01b:
    type: hardware
    renamed_from: rtu-01
  "é-name": software
---
cyber_system: EMS
control_center: Primary "CC"
prune: false
assets:
  ems-01:
    type: hardware
    class: EACMS
`;
  const digestOf = (text: string) => {
    const { documents, diagnostics } = parseInventoryText(text, "inventory/a.yaml");
    expect(diagnostics).toEqual([]);
    return declaredDigest(documents);
  };

  // A plan saved by an earlier release compares its digest with this one: the same declarations
  // must give the same text, whatever the code that writes it.
  it("is the digest of the declarations' canonical JSON, as every earlier release wrote it", () => {
    expect(digestOf(FILE)).toBe(
      "sha256:6610e8da1b61921e34368ab42d1cac41efd5eb3a538d14f844072c068a5b1fad",
    );
  });

  it.each([
    [
      "keys written in another order, comments and spacing",
      FILE.replace(
        "cyber_system: Protection System\nfacility: Substation Alpha",
        "# moved\nfacility:   Substation Alpha\ncyber_system: Protection System",
      ).replace(
        "    type: hardware\n    renamed_from: rtu-01",
        "    renamed_from: rtu-01\n    type: hardware",
      ),
      true,
    ],
    ["an asset renamed", FILE.replace("relay-01", "relay-02"), false],
    ["an asset's type", FILE.replace("relay-01: hardware", "relay-01: software"), false],
    ["a class", FILE.replace("class: EACMS", "class: PACS"), false],
    ["prune", FILE.replace("prune: false\n", ""), false],
    ["the parent", FILE.replace('control_center: Primary "CC"', "control_center: Backup"), false],
    ["the documents' order", `${FILE.split("---\n")[1]}---\n${FILE.split("---\n")[0]}`, false],
  ])("%s: the same digest is %s", (_, text, same) => {
    expect(digestOf(text) === digestOf(FILE)).toBe(same);
  });
});
