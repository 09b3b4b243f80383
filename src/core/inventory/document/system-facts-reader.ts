// What a document says of its system beyond its assets, for the requirement table: External
// Routable Connectivity (`erc:`), its perimeters (`esp:`, `psp:`) and its CIP-002 Attachment 1
// criteria (`criteria:`); and an asset's class (`class:`). Each problem at its place.
import { isNode, isScalar } from "yaml";
import { quote } from "../../shared/diagnostics.ts";
import { CRITERION_PATTERN } from "./asset-class.ts";
import { BaselineReader } from "./baseline-reader.ts";
import type { InventoryDocument, Located } from "./document.ts";
import { describeValue, isEmptyPlain, nodeStart } from "./yaml-reader.ts";

export const SYSTEM_FACT_KEYS = ["erc", "esp", "psp", "criteria"] as const;
export type SystemFactKey = (typeof SYSTEM_FACT_KEYS)[number];
export type SystemFacts = Pick<InventoryDocument, SystemFactKey>;

export class SystemFactsReader extends BaselineReader {
  /** Reads `key` of a document into `facts`; false after reporting a problem. */
  systemFact(key: SystemFactKey, value: unknown, keyOffset: number, facts: SystemFacts): boolean {
    switch (key) {
      case "erc": {
        const erc = this.#boolean(value, keyOffset);
        if (erc !== undefined) facts.erc = erc;
        return erc !== undefined;
      }
      case "esp":
      case "psp": {
        const hint = `the name of the ${key === "esp" ? "Electronic" : "Physical"} Security Perimeter the system is inside`;
        const name = this.scalarValue(value, keyOffset, { label: key, hint });
        if (name !== undefined) facts[key] = name;
        return name !== undefined;
      }
      case "criteria": {
        const criteria = this.#criteria(value, keyOffset);
        if (criteria !== undefined) facts.criteria = criteria;
        return criteria !== undefined;
      }
    }
  }

  #boolean(value: unknown, keyOffset: number): Located<boolean> | undefined {
    if (!isNode(value) || (isScalar(value) && isEmptyPlain(value))) {
      this.error(keyOffset, "erc has no value; write true or false");
      return undefined;
    }
    if (!this.plainNode(value)) return undefined;
    if (isScalar(value) && typeof value.value === "boolean")
      return { value: value.value, location: this.at(nodeStart(value)) };
    this.error(
      nodeStart(value),
      `erc must be true or false (without quotes): whether the system has External Routable Connectivity, not ${describeValue(value)}`,
    );
    return undefined;
  }

  #criteria(value: unknown, keyOffset: number): Located<string[]> | undefined {
    const field = { label: "criteria", hint: "CIP-002 Attachment 1 criteria such as 2.5" };
    const items = this.listItems(value, keyOffset, field);
    if (items === undefined) return undefined;
    const criteria: string[] = [];
    for (const item of items) {
      const text = this.scalarValue(item, nodeStart(value), field);
      if (text === undefined) return undefined;
      if (!CRITERION_PATTERN.test(text.value)) {
        this.error(
          nodeStart(item),
          `criteria entry ${quote(text.value)} is not a CIP-002 Attachment 1 criterion; write it as 1.1, 2.5 or 3.1`,
        );
        return undefined;
      }
      criteria.push(text.value);
    }
    return { value: criteria, location: this.at(nodeStart(value)) };
  }
}
