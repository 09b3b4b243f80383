// A document's system as the policy sees it: its owners as the document declares them, else as
// CODEOWNERS gives them, else none, and which of these it was.
import { describe, expect, it } from "vitest";
import { parseInventoryText } from "../../../../src/core/inventory/document/parse-inventory.ts";
import { principalText } from "../../../../src/core/inventory/document/principals.ts";
import { parseCodeowners } from "../../../../src/core/review/policy/codeowners.ts";
import { baseSystem } from "../../../../src/core/review/policy/policy-subjects.ts";

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
