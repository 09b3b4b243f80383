// The change record docs/change-records-and-evidence.md shows is one the ledger's schema accepts:
// an auditor compares real records with it, so it must not hold a field or a value no record has.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { changeRecordSchema } from "../../src/core/evidence/records/evidence-schema.ts";
import { repositoryRoot } from "../support/cli.ts";

const page = "docs/change-records-and-evidence.md";
const examples = [
  ...readFileSync(`${repositoryRoot}${page}`, "utf8").matchAll(/```json\n([\s\S]*?)```/g),
].map((match) => JSON.parse(match[1]!) as unknown);

describe(`the change record ${page} shows`, () => {
  it("is there", () => {
    expect(examples).toHaveLength(1);
  });

  it("is valid against the change record's schema", () => {
    expect(changeRecordSchema.safeParse(examples[0]).error?.issues ?? []).toEqual([]);
  });
});
