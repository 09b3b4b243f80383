import { describe, expect, it } from "vitest";
import {
  buildCommentBody,
  COMMENT_MAX_LENGTH,
  parseComment,
} from "../../../src/render/review/comment-body.ts";
import {
  checkReviewedOperations,
  operationDigest,
} from "../../../src/core/plan/saved/operation-digest.ts";
import {
  applyInProgressLine,
  markComment,
  pullRequestList,
  queueCheckMark,
  reviewDifferenceLine,
  reviewDifferenceMarkdown,
  staleMark,
  withoutMark,
} from "../../../src/render/review/review-status.ts";
import { HOSTILE_NAME, ALPHA, createOf, samplePlan } from "../../support/sample-plans.ts";

const RUN = "https://github.com/grid-east/inventory/actions/runs/77";

function comment(rendered: string): string {
  return buildCommentBody({
    workspace: "default",
    fingerprint: `sha256:${"ab".repeat(32)}`,
    head: "d".repeat(40),
    status: "planned",
    statusLine: "**Plan for `ddddddd`.**",
    render: () => rendered,
  });
}

describe("review difference", () => {
  const plan = samplePlan();
  const reviewed = plan.operations.slice(1).map(operationDigest);
  const gone = operationDigest(createOf("alpha-rtu-77", ALPHA));

  it("names each unreviewed operation and each reviewed one that is gone", () => {
    const check = checkReviewedOperations(plan.operations, [
      { pullRequest: 21, digests: reviewed.slice(0, 4) },
      { pullRequest: 22, digests: [...reviewed.slice(4), gone] },
    ]);
    expect(reviewDifferenceLine(check, [21, 22])).toBe(
      "1 operation of the plan now is in no reviewed plan of #21 and #22, and 1 reviewed operation is no longer in it",
    );
    expect(reviewDifferenceLine({ unreviewed: [0], gone: [] }, [])).toBe(
      "1 operation of the plan now is in no reviewed plan (no pull request was found), and 0 reviewed operations are no longer in it",
    );
    expect(reviewDifferenceMarkdown(plan, check)).toBe(
      [
        "**Not reviewed** (1 operation in no pull request's reviewed plan):",
        "",
        "- **delete** alpha-hmi-02 (ca\\_0042) in Bravo SCADA — facility Substation Bravo",
        "",
        "**Reviewed but gone** (1 operation no longer in the plan; the reviewed plans show them):",
        "",
        `- operation \`${gone}\` reviewed in #22`,
        "",
      ].join("\n"),
    );
  });

  it("escapes names from the files and counts what it does not list", () => {
    const creates = Array.from({ length: 32 }, (_, index) =>
      createOf(`${HOSTILE_NAME}${index}`, ALPHA),
    );
    const markdown = reviewDifferenceMarkdown(
      { ...plan, operations: creates },
      checkReviewedOperations(creates, []),
    );
    expect(markdown).not.toContain("<b>");
    expect(markdown).toContain("- … and 2 more");
    expect(markdown.split("\n").filter((line) => line.startsWith("- create"))).toHaveLength(30);
  });

  it("lists pull requests as prose", () => {
    expect([[], [4], [4, 5], [4, 5, 6]].map(pullRequestList)).toEqual([
      "none",
      "#4",
      "#4 and #5",
      "#4, #5 and #6",
    ]);
  });
});

describe("markComment", () => {
  it("says why a queue group failed, keeping the plan", () => {
    const body = comment("plan body\n");
    const marked = markComment(
      body,
      queueCheckMark(RUN, "1 operation not reviewed", "**Not reviewed**:\n\n- create x\n"),
    );
    expect(marked).toContain(
      `> **Merge queue check failed** ([run](${RUN})): the group's plan is not the union of the plans reviewed in its pull requests (1 operation not reviewed), so it left the queue.`,
    );
    expect(marked).toContain(">\n> **Not reviewed**:\n>\n> - create x\n<!-- cip-sync:mark-end -->");
    expect(withoutMark(marked)).toBe(body);
  });

  it("puts the mark above the status line, below the header and title that identify the comment", () => {
    const body = comment("plan body\n");
    const marked = markComment(body, staleMark(RUN, "2026-11-23T15:00:00Z"));
    expect(parseComment(marked, "default")?.header).toEqual(parseComment(body, "default")?.header);
    const lines = marked.split("\n");
    const title = lines.indexOf("### Inventory plan: workspace `default`");
    expect(lines.slice(title, title + 8)).toEqual([
      "### Inventory plan: workspace `default`",
      "",
      "<!-- cip-sync:mark -->",
      "> [!WARNING]",
      `> **Stale plan:** the live inventory changed after this plan was made ([apply run](${RUN}), 2026-11-23T15:00:00Z), in cyber systems this plan touches; push or re-run the plan.`,
      "<!-- cip-sync:mark-end -->",
      "",
      "**Plan for `ddddddd`.**",
    ]);
    expect(marked).toContain("<!-- cip-sync:mark -->");
    expect(body).not.toContain("<!-- cip-sync:mark -->");
    expect(withoutMark(marked)).toBe(body);
  });

  it("replaces an earlier mark instead of stacking them", () => {
    const body = comment("plan body\n");
    const once = markComment(body, staleMark(RUN, "2026-11-23T15:00:00Z"));
    const twice = markComment(once, staleMark(`${RUN}9`, "2026-11-23T16:00:00Z"));
    expect(twice.match(/cip-sync:mark -->/g)).toHaveLength(1);
    expect(twice).toContain(`${RUN}9`);
    expect(twice).not.toContain("15:00:00Z");
  });

  it("cuts the rendered plan rather than exceed GitHub's limit", () => {
    const body = comment(`${"x".repeat(200)}\n`.repeat(400).slice(0, COMMENT_MAX_LENGTH - 300));
    const marked = markComment(body, staleMark(RUN, "2026-11-23T15:00:00Z"));
    expect(marked.length).toBeLessThanOrEqual(COMMENT_MAX_LENGTH);
    expect(marked).toContain("The plan was cut here to make room for the mark above");
    expect(parseComment(marked, "default")?.header?.status).toBe("planned");
  });
});

describe("applyInProgressLine", () => {
  it("says since when and what a line left behind means", () => {
    expect(applyInProgressLine("e".repeat(40), "2026-11-23T15:00:00.000Z")).toBe(
      "**Apply in progress** at merge commit `eeeeeee` since 2026-11-23T15:00:00.000Z. If this line stays, the run stopped before it finished: the next plan shows what is left to apply.",
    );
  });
});
