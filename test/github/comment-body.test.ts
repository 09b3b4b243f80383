import { describe, expect, it } from "vitest";
import {
  buildCommentBody,
  collapsedBlock,
  COMMENT_MAX_LENGTH,
  type CommentContent,
  parseCommentHeader,
  renderedPartOf,
  truncatedNote,
  workspaceMarker,
} from "../../src/github/comment-body.ts";

const FINGERPRINT = `sha256:${"0123456789abcdef".repeat(4)}`;
const HEAD = "c".repeat(40);

function content(overrides: Partial<CommentContent> = {}): CommentContent {
  return {
    workspace: "grid-east",
    fingerprint: FINGERPRINT,
    head: HEAD,
    status: "planned",
    statusLine: "**Plan for `ccccccc`.**",
    render: () => "the plan\n",
    ...overrides,
  };
}

describe("buildCommentBody", () => {
  it("starts with the hidden marker and header, then the title, status line and rendered plan", () => {
    const body = buildCommentBody(content());
    expect(body.split("\n")).toEqual([
      "<!-- cip-sync:workspace=grid-east -->",
      `<!-- cip-sync:plan fingerprint=${FINGERPRINT} head=${HEAD} status=planned -->`,
      "### Inventory plan: workspace `grid-east`",
      "",
      "**Plan for `ccccccc`.**",
      "",
      "<!-- cip-sync:rendered -->",
      "the plan",
      "",
    ]);
  });

  it("gives the renderer exactly the room left under GitHub's limit", () => {
    let offered = 0;
    const body = buildCommentBody(
      content({
        render: (maxLength) => {
          offered = maxLength;
          return "x".repeat(maxLength);
        },
      }),
    );
    expect(body.length).toBe(COMMENT_MAX_LENGTH);
    expect(offered).toBeLessThan(COMMENT_MAX_LENGTH);
  });

  it("refuses a rendered body over the room it was given rather than send one GitHub rejects", () => {
    expect(() =>
      buildCommentBody(content({ render: (maxLength) => "x".repeat(maxLength + 1) })),
    ).toThrow(/^rendered comment body is \d+ characters, over the \d+ left under GitHub's limit$/);
  });

  it("writes fingerprint=none when no plan could be computed", () => {
    const body = buildCommentBody(content({ fingerprint: undefined, status: "no-plan" }));
    expect(body).toContain(`<!-- cip-sync:plan fingerprint=none head=${HEAD} status=no-plan -->`);
  });
});

describe("parseCommentHeader", () => {
  it("reads back what buildCommentBody wrote", () => {
    expect(parseCommentHeader(buildCommentBody(content()), "grid-east")).toEqual({
      workspace: "grid-east",
      fingerprint: FINGERPRINT,
      head: HEAD,
      status: "planned",
    });
    expect(
      parseCommentHeader(
        buildCommentBody(content({ fingerprint: undefined, status: "invalid" })),
        "grid-east",
      ),
    ).toEqual({ workspace: "grid-east", fingerprint: undefined, head: HEAD, status: "invalid" });
  });

  it("accepts a body whose line ends GitHub turned into CRLF", () => {
    const body = buildCommentBody(content()).replace(/\n/g, "\r\n");
    expect(parseCommentHeader(body, "grid-east")?.fingerprint).toBe(FINGERPRINT);
  });

  const header = `<!-- cip-sync:plan fingerprint=${FINGERPRINT} head=${HEAD} status=planned -->`;
  it.each([
    ["another workspace's comment", `${workspaceMarker("grid-west")}\n${header}\n`],
    ["a workspace whose name extends ours", `${workspaceMarker("grid-east-2")}\n${header}\n`],
    ["a marker quoted inside a reply", `> ${workspaceMarker("grid-east")}\n${header}\n`],
    ["a marker not on the first line", `LGTM\n${workspaceMarker("grid-east")}\n${header}\n`],
    ["a marker without header", `${workspaceMarker("grid-east")}\nhello\n`],
    [
      "an unknown status",
      `${workspaceMarker("grid-east")}\n${header.replace("planned", "approved")}\n`,
    ],
    [
      "a malformed fingerprint",
      `${workspaceMarker("grid-east")}\n${header.replace(FINGERPRINT, "sha256:xyz")}\n`,
    ],
    ["an empty body", ""],
  ])("ignores %s", (_case, body) => {
    expect(parseCommentHeader(body, "grid-east")).toBeUndefined();
  });
});

describe("truncatedNote", () => {
  it("points to the run's job summary", () => {
    expect(truncatedNote("https://github.com/o/r/actions/runs/9")).toBe(
      "The rest does not fit in a comment: the complete plan is in the [job summary of this run](https://github.com/o/r/actions/runs/9).",
    );
  });
});

describe("renderedPartOf", () => {
  it("gives back exactly what the renderer wrote, also after GitHub turned line ends into CRLF", () => {
    const rendered = "| a | b |\n|---|---|\n| 1 | 2 |\n";
    const body = buildCommentBody(content({ render: () => rendered }));
    expect(renderedPartOf(body)).toBe(rendered);
    expect(renderedPartOf(body.replace(/\n/g, "\r\n"))).toBe(rendered.replace(/\n/g, "\r\n"));
    expect(renderedPartOf("a comment of some other kind")).toBeUndefined();
  });
});

describe("collapsedBlock", () => {
  const lines = ["first line", "second line", "third line"].join("\n");

  it("collapses the whole text when it fits", () => {
    expect(collapsedBlock("Reviewed", lines, 1000, "cut")).toBe(
      "\n<details><summary>Reviewed</summary>\n\nfirst line\nsecond line\nthird line\n\n</details>\n",
    );
  });

  it.each([
    [70, "\n<details><summary>Reviewed</summary>\n\nfirst line\n\n_cut_\n\n</details>\n"],
    [30, "\n_cut_\n"],
    [5, ""],
  ])("cuts on a line boundary to fit %i characters", (maxLength, expected) => {
    const block = collapsedBlock("Reviewed", lines, maxLength, "cut");
    expect(block).toBe(expected);
    expect(block.length).toBeLessThanOrEqual(maxLength);
  });
});
