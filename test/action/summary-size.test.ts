import { describe, expect, it } from "vitest";
import {
  fitSummary,
  SUMMARY_MAX_BYTES,
  SUMMARY_TOO_LARGE,
} from "../../src/action/run/summary-size.ts";
import { renderPlanMarkdown } from "../../src/render/plan/plan-markdown.ts";
import { ALPHA, createOf, planOf } from "../support/sample-plans.ts";

const bytes = (text: string) => Buffer.byteLength(text, "utf8");

/** A heading, then `lines` cut after the last whole line within `cap` units, as the renderers cut. */
function summaryOf(heading: string, lines: string[]) {
  const caps: number[] = [];
  const render = (cap: number) => {
    caps.push(cap);
    let body = "";
    for (const line of lines) {
      if (body.length + line.length > cap) break;
      body += line;
    }
    return `${heading}${body}`;
  };
  return { render, caps };
}

describe("fitSummary", () => {
  it("renders ASCII once, with a cap near GitHub's 1 MiB", () => {
    const { render, caps } = summaryOf("## Plan\n\n", Array(50_000).fill("- `relay-0001`\n"));
    const text = fitSummary(render);
    expect(caps).toEqual([1_000_000]);
    expect(bytes(text)).toBe(9 + 50_000 * 15);
  });

  it.each([
    ["2-byte", "é"],
    ["3-byte", "€"],
    ["4-byte (two units)", "😀"],
  ])("fits %s text by its UTF-8 size, close to the limit, in at most 4 renders", (_, character) => {
    const line = `- ${character.repeat(60)}\n`;
    const { render, caps } = summaryOf("## Plan €\n\n", Array(40_000).fill(line));
    const text = fitSummary(render);
    expect(bytes(text)).toBeLessThanOrEqual(SUMMARY_MAX_BYTES);
    expect(bytes(text)).toBeGreaterThan(SUMMARY_MAX_BYTES * 0.95);
    expect(caps.filter((cap) => cap > 0).length).toBeLessThanOrEqual(4);
  });

  it("fits on the last try when the kept part is denser than the whole (the worst case)", () => {
    // 3-byte lines first, ASCII after: every cut keeps more bytes per unit than was measured, so
    // scaling the cap by the measured ratio falls short twice, and the last try takes the worst case.
    const lines = [...Array(35_000).fill("€€€€€€€€\n"), ...Array(500_000).fill("aaaaaaaa\n")];
    const { render, caps } = summaryOf("## Plan\n\n", lines);
    const text = fitSummary(render);
    expect(bytes(text)).toBeLessThanOrEqual(SUMMARY_MAX_BYTES);
    expect(text).toContain("€\naaaaaaaa\n");
    expect(caps.filter((cap) => cap > 0)).toHaveLength(4);
    // The fixed part, measured once for the worst case.
    expect(caps.filter((cap) => cap === 0)).toHaveLength(1);
  });

  it("leaves the summary out, saying so, when not even its fixed part fits", () => {
    const { render, caps } = summaryOf("€".repeat(400_000), ["- x\n"]);
    expect(fitSummary(render)).toBe(SUMMARY_TOO_LARGE);
    expect(caps.filter((cap) => cap > 0).length).toBeLessThanOrEqual(4);
  });

  it("fits a real plan of multi-byte names and keeps its truncation note", () => {
    const operations = Array.from({ length: 8_000 }, (_, index) =>
      createOf(`relais-${"ü€".repeat(40)}-${String(index).padStart(5, "0")}`, ALPHA),
    );
    const plan = planOf(operations, {
      create: operations.length,
      update: 0,
      delete: 0,
      move: 0,
      rename: 0,
      retype: 0,
    });
    const note = "The complete plan is the plan-file artifact.";
    const text = fitSummary(
      (cap) =>
        `## Inventory plan\n\n${renderPlanMarkdown(plan, { maxLength: cap, truncatedNote: note })}`,
    );
    expect(bytes(text)).toBeLessThanOrEqual(SUMMARY_MAX_BYTES);
    expect(bytes(text)).toBeGreaterThan(SUMMARY_MAX_BYTES * 0.9);
    expect(text).toContain(note);
    expect(text).toContain("relais-");
  });
});
