// A document's system as the policy sees it: its owners as the document declares them, else as
// CODEOWNERS gives them, else none, and which of these it was.
import { describe, expect, it } from "vitest";
import { parseInventoryText } from "../../../../src/core/inventory/document/parse-inventory.ts";
import { principalText } from "../../../../src/core/inventory/document/principals.ts";
import { parseCodeowners } from "../../../../src/core/review/policy/codeowners.ts";
import {
  baseSystem,
  baseSystemsOf,
  touchedSystems,
} from "../../../../src/core/review/policy/policy-subjects.ts";
import type { SystemRef } from "../../../../src/core/plan/plan-model.ts";
import { ALPHA, BRAVO, EMS, moveOf } from "./policy-fixtures.ts";
import { createOf, ORPHAN } from "../../../support/sample-plans.ts";

const FILE = "inventory/alpha.yaml";
const document = (extra: string) => {
  const [parsed] = parseInventoryText(
    `cyber_system: Protection System\nfacility: Substation Alpha\nimpact: high\n${extra}assets: {}\n`,
    FILE,
  ).documents;
  return { file: FILE, document: parsed! };
};

describe("baseSystem", () => {
  it.each([
    [
      "declared owners win over CODEOWNERS",
      "owners: [alice]\n",
      "/inventory/ @bob\n",
      ["alice"],
      "document",
    ],
    [
      "without declared owners, CODEOWNERS'",
      "",
      "/inventory/ @bob @acme/ops\n",
      ["bob", "acme/ops"],
      "codeowners",
    ],
    ["a CODEOWNERS line without owners", "", "/inventory/\n", [], "none"],
    ["no CODEOWNERS at all", "", undefined, [], "none"],
  ])("%s", (_name, extra, codeowners, owners, ownersFrom) => {
    const system = baseSystem(
      document(extra),
      codeowners === undefined ? undefined : parseCodeowners(codeowners, "CODEOWNERS"),
    );
    expect(system.owners.map(principalText)).toStrictEqual(owners);
    expect(system.ownersFrom).toBe(ownersFrom);
    expect(system.impact).toBe("high");
    expect(system.file).toBe(FILE);
  });
});

describe("touchedSystems", () => {
  const renameOf = (system: SystemRef) => ({
    ...moveOf("alpha-rtu", system, system),
    kinds: ["rename" as const],
    changes: { name: { from: "alpha-rtu-old", to: "alpha-rtu" } },
  });

  it.each([
    ["a move: both ends, where it was first", moveOf("rtu", BRAVO, ALPHA), [BRAVO, ALPHA]],
    ["an update that moves nothing: its system", renameOf(ALPHA), [ALPHA]],
    [
      "a move within one system (its name changed): that system once",
      moveOf("rtu", { ...ALPHA, name: "Alpha Protection (old)" }, ALPHA),
      [ALPHA],
    ],
    ["a create: its system", createOf("ems-1", EMS), [EMS]],
    [
      "what a comment recorded: its systems",
      { kinds: ["delete" as const], systems: [EMS, ALPHA] },
      [EMS, ALPHA],
    ],
  ])("%s", (_, operation, systems) => {
    expect(touchedSystems(operation)).toStrictEqual(systems);
  });
});

describe("baseSystemsOf", () => {
  const at = (file: string, head: string) => {
    const [parsed] = parseInventoryText(
      `${head}owners: [${file.slice(0, 1)}]\nassets: {}\n`,
      file,
    ).documents;
    return { file, document: parsed! };
  };
  // Which base file declares each touched system, by its id in the map.
  const filesOf = (systems: SystemRef[], documents: ReturnType<typeof at>[]) =>
    Object.fromEntries(
      [...baseSystemsOf([{ kinds: ["delete"], systems }], documents, undefined)].map(
        ([id, system]) => [id, system.file],
      ),
    );

  it.each([
    [
      "by id, before a document naming it",
      [ALPHA],
      [at("n.yaml", "cyber_system: Alpha Protection\n"), at("i.yaml", "cyber_system: cs_alpha\n")],
      { cs_alpha: "i.yaml" },
    ],
    [
      "by name, with no parent written",
      [ALPHA],
      [
        at("b.yaml", "cyber_system: Bravo SCADA\n"),
        at("n.yaml", "cyber_system: Alpha Protection\n"),
      ],
      { cs_alpha: "n.yaml" },
    ],
    [
      "by name and its parent's name",
      [ALPHA],
      [at("n.yaml", "cyber_system: Alpha Protection\nfacility: Substation Alpha\n")],
      { cs_alpha: "n.yaml" },
    ],
    [
      "by name and its parent's id",
      [ALPHA],
      [at("n.yaml", "cyber_system: Alpha Protection\nfacility: fac_alpha\n")],
      { cs_alpha: "n.yaml" },
    ],
    [
      "by name and its control center",
      [EMS],
      [at("e.yaml", "cyber_system: EMS\ncontrol_center: East Control Center\n")],
      { cs_ems: "e.yaml" },
    ],
    [
      "not by name under another parent",
      [ALPHA],
      [at("n.yaml", "cyber_system: Alpha Protection\nfacility: Substation Bravo\n")],
      {},
    ],
    [
      "not by name with a parent, for a system without one",
      [ORPHAN],
      [at("o.yaml", "cyber_system: Orphan System\nfacility: Substation Alpha\n")],
      {},
    ],
    [
      "a system without a parent, by name alone",
      [ORPHAN],
      [at("o.yaml", "cyber_system: Orphan System\n")],
      { cs_orphan: "o.yaml" },
    ],
    ["not a system no document names", [ALPHA], [at("b.yaml", "cyber_system: Bravo SCADA\n")], {}],
    [
      "each system touched, from its own document",
      [ALPHA, BRAVO, ALPHA],
      [at("b.yaml", "cyber_system: cs_bravo\n"), at("a.yaml", "cyber_system: cs_alpha\n")],
      { cs_alpha: "a.yaml", cs_bravo: "b.yaml" },
    ],
  ])("finds a system %s", (_, systems, documents, files) => {
    expect(filesOf(systems, documents)).toStrictEqual(files);
  });
});
