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
import {
  baselineRuleOf,
  inlineBaselineProblems,
} from "../../src/core/inventory/baselines/baseline-keeping.ts";
import { COMMAND_SPECS } from "../../src/cli/command-specs.ts";
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

  // Issue 64, item 8: the example set baselines: ref-only, which refused the inline and shared
  // baselines docs/inventory-format.md shows; a reader copying both got a refused plan.
  it("the policy file allows the baselines docs/inventory-format.md shows", () => {
    const inventoryPage = readFileSync(`${repositoryRoot}docs/inventory-format.md`, "utf8");
    const inventories = [...inventoryPage.matchAll(/```yaml\n([\s\S]*?)```/g)]
      .map((match) => match[1]!)
      .filter((text) => /^cyber_system:/m.test(text))
      .flatMap((text) => parseInventoryText(text, "inventory/alpha.yaml").documents);
    expect(inventories.some((doc) => doc.assets.some((a) => a.baseline?.kind === "content"))).toBe(
      true,
    );
    const { policy } = parsePolicyText(policies[0]!, "cip-policy.yaml");
    const rule = baselineRuleOf(policy, "cip-policy.yaml");
    expect(inlineBaselineProblems(inventories, rule)).toEqual([]);
  });

  it("names every command that takes --policy, and no other", () => {
    const sentence =
      /`cip-policy\.yaml` at the repository root\. (.*?) take\s+`--policy FILE`/s.exec(page)?.[1];
    const named = [...(sentence ?? "").matchAll(/`([^`]+)`/g)]
      .map((match) => match[1]!.replace(/\s+/g, " "))
      .sort();
    const taking = COMMAND_SPECS.flatMap((spec) =>
      (spec.subcommands ?? [spec]).map((command) => ({
        name: spec.subcommands === undefined ? spec.name : `${spec.name} ${command.name}`,
        options: command.options,
      })),
    )
      .filter(({ options }) => options.some((option) => option.flags.startsWith("--policy ")))
      .map(({ name }) => name)
      .sort();
    expect(named).toEqual(taking);
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
