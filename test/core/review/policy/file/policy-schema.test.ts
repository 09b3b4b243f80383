// The policy file's JSON Schema for editors (schemas/policy.schema.json is written from it): a
// draft 2020-12 schema of what a user writes, in which only `version` must be written.
import { describe, expect, it } from "vitest";
import { policyJsonSchema } from "../../../../../src/core/review/policy/file/policy-schema.ts";

describe("policyJsonSchema", () => {
  it("is a draft 2020-12 schema of the file as written, only version required", () => {
    expect(policyJsonSchema()).toMatchObject({
      $schema: "https://json-schema.org/draft/2020-12/schema",
      type: "object",
      required: ["version"],
    });
  });
});
