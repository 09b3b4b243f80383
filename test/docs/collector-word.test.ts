// What the tool cannot check of a collector's file, and of the approvers' notes (the field work),
// is said in the same words by the code that seals or records one (COLLECTOR_WORD, APPROVER_WORD)
// and by the docs that say what the tool cannot check.
import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { COLLECTOR_WORD } from "../../src/core/evidence/monitoring/configuration-monitoring.ts";
import { APPROVER_WORD } from "../../src/core/review/review-commands.ts";

const page = (name: string) => readFile(new URL(`../../docs/${name}`, import.meta.url), "utf8");
const unwrapped = (text: string) => text.replace(/\n\s*/g, " ");

describe("the collector's word", () => {
  it.each(["review-and-security.md", "cip-obligations.md"])(
    "%s says it as the code does",
    async (name) => {
      expect(unwrapped(await page(name))).toContain(COLLECTOR_WORD);
    },
  );
});

describe("the approvers' word", () => {
  it.each(["review-and-security.md", "cip-obligations.md"])(
    "%s says it as the code does",
    async (name) => {
      expect(unwrapped(await page(name))).toContain(APPROVER_WORD);
    },
  );
});
