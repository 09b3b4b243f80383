// The policy examples docs/owners-and-policy.md shows are valid: the policy file parses without a
// problem and matches schemas/policy.schema.json, the system document parses, and the approvals
// file of `policy check --approvals` is read as the page says.
import { readFileSync } from "node:fs";
import { Ajv2020 } from "ajv/dist/2020.js";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { parseInventoryText } from "../../src/core/inventory/document/parse-inventory.ts";
import { parseOfflineApprovals } from "../../src/core/review/policy/offline-approvals.ts";
import { parsePolicyText } from "../../src/core/review/policy/file/parse-policy.ts";
import { repositoryRoot } from "../support/cli.ts";

const PAGE = "docs/owners-and-policy.md";
const page = readFileSync(`${repositoryRoot}${PAGE}`, "utf8");
const blocks = (language: string): string[] =>
  [...page.matchAll(new RegExp(`\`\`\`${language}\\n([\\s\\S]*?)\`\`\``, "g"))].map(
    (match) => match[1]!,
  );
const policies = blocks("yaml").filter((text) => /^version:/m.test(text));
const documents = blocks("yaml").filter((text) => /^cyber_system:/m.test(text));
const schema = JSON.parse(
  readFileSync(`${repositoryRoot}schemas/policy.schema.json`, "utf8"),
) as object;

describe(`policy examples in ${PAGE}`, () => {
  it("include the policy file and a system document", () => {
    expect(policies).toHaveLength(1);
    expect(documents).toHaveLength(1);
  });

  it.each(policies)("the policy file parses without a problem", (text) => {
    const parsed = parsePolicyText(text, "cip-policy.yaml");
    expect(parsed.diagnostics).toEqual([]);
    expect(parsed.policy).toBeDefined();
  });

  it.each(policies)("the policy file matches schemas/policy.schema.json", (text) => {
    const validate = new Ajv2020({ allErrors: true, strict: false }).compile(schema);
    expect(validate(parse(text)), JSON.stringify(validate.errors)).toBe(true);
  });

  it.each(documents)("the system document parses without a problem", (text) => {
    expect(parseInventoryText(text, "inventory/alpha.yaml").diagnostics).toEqual([]);
  });

  it("the approvals file is read as the page says", () => {
    const [text] = blocks("json");
    const { approvals } = parseOfflineApprovals(text!, "approvals.json", [
      "acme/alpha-protection",
      "acme/cip-senior-manager-delegates",
    ]);
    expect(approvals.map((approval) => approval.login)).toEqual(["alice", "erin", "frank"]);
    expect(approvals[2]?.body).toBe("/override-freeze replacing relay 4 after the storm");
  });
});
