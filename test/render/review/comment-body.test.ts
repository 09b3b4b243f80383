import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  buildCommentBody,
  COMMENT_MAX_LENGTH,
  type CommentContent,
  formatComment,
  parseComment,
  type PlanComment,
  renderedPartOf,
  truncatedNote,
} from "../../../src/render/review/comment-body.ts";
import { COMMENT_STATUSES } from "../../../src/core/review/outcomes.ts";
import { collapsedBlock } from "../../../src/render/shared/markdown-layout.ts";

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
  it("starts with the hidden JSON header, then the title, status line and rendered plan", () => {
    const body = buildCommentBody(content());
    expect(body.split("\n")).toEqual([
      `<!-- cip-sync {"v":1,"workspace":"grid-east","fingerprint":"${FINGERPRINT}","head":"${HEAD}","status":"planned"} -->`,
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

  it("writes a null fingerprint when no plan could be computed", () => {
    const body = buildCommentBody(content({ fingerprint: undefined, status: "no-plan" }));
    expect(body).toContain(`"fingerprint":null,"head":"${HEAD}","status":"no-plan"`);
  });
});

/** The header only; the body's other parts as parseComment reads them are checked apart. */
function parseCommentHeader(body: string, workspace: string) {
  return parseComment(body, workspace)?.header;
}

describe("formatComment and parseComment", () => {
  const comments: PlanComment[] = [
    {
      header: { workspace: "grid-east", fingerprint: FINGERPRINT, head: HEAD, status: "planned" },
      statusLine: "**Plan for `ccccccc`.** [Run](https://github.com/o/r/actions/runs/1).",
      rendered: "the plan\n",
    },
    {
      header: { workspace: "a.b_c-d", fingerprint: undefined, head: "abc1234", status: "no-plan" },
      statusLine: "**No plan.** first paragraph\n\nsecond paragraph",
      rendered: "",
    },
  ];
  it.each(comments)("round-trip %#", (comment) => {
    const body = formatComment(comment);
    expect(parseComment(body, comment.header.workspace)).toEqual(comment);
    expect(parseComment(body.replace(/\n/g, "\r\n"), comment.header.workspace)).toEqual(comment);
  });

  it("reads the two-line header comments had before the JSON one", () => {
    const body = [
      "<!-- cip-sync:workspace=grid-east -->",
      `<!-- cip-sync:plan fingerprint=${FINGERPRINT} head=${HEAD} status=applied -->`,
      "### Inventory plan: workspace `grid-east`",
      "",
      "**Applied** at merge commit `ccccccc`.",
      "",
      "<!-- cip-sync:rendered -->",
      "the result",
      "",
    ].join("\n");
    expect(parseComment(body, "grid-east")).toEqual({
      header: { workspace: "grid-east", fingerprint: FINGERPRINT, head: HEAD, status: "applied" },
      statusLine: "**Applied** at merge commit `ccccccc`.",
      rendered: "the result\n",
    });
  });

  it("keeps the header inside its HTML comment whatever a field holds", () => {
    const body = formatComment({
      header: { workspace: "grid-east", fingerprint: FINGERPRINT, head: HEAD, status: "planned" },
      statusLine: "s",
      rendered: "",
    });
    expect(body.split("\n")[0]!.indexOf("-->")).toBe(body.split("\n")[0]!.length - 3);
  });

  it("ignores keys a later version adds, and refuses another version", () => {
    const body = formatComment(comments[0]!);
    const extended = body.replace('{"v":1,', '{"v":1,"reviewers":["X"],"later":{"a":1},');
    expect(parseComment(extended, "grid-east")).toEqual(comments[0]);
    expect(parseComment(body.replace('{"v":1,', '{"v":2,'), "grid-east")).toBeUndefined();
  });

  it("round-trips the operations' digests, the systems and the delete count the title says", () => {
    const comment = {
      ...comments[0]!,
      header: {
        ...comments[0]!.header,
        operations: ["AAAAAAAAAAAAAAAAAAAAAA", "b-_9b-_9b-_9b-_9b-_9bw"],
        systems: ["cs_alpha", "cs_bravo"],
        deletes: 2,
      },
    };
    const body = formatComment(comment);
    expect(body.split("\n")[1]).toBe(
      "### Inventory plan: workspace `grid-east` · deletes 2 cyber assets",
    );
    expect(parseComment(body, "grid-east")).toEqual(comment);
    const none = formatComment({ ...comment, header: { ...comment.header, deletes: 0 } });
    expect(none.split("\n")[1]).toBe("### Inventory plan: workspace `grid-east` · no deletes");
  });

  it("reads malformed digests or systems as not recorded", () => {
    const body = formatComment(comments[0]!);
    const malformed = body.replace(
      '{"v":1,',
      '{"v":1,"operations":["sha256:00"],"systems":["cs_1","a b"],"deletes":-1,',
    );
    expect(parseComment(malformed, "grid-east")?.header).toEqual(comments[0]!.header);
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

  const header = `<!-- cip-sync:plan fingerprint=${FINGERPRINT} head=${HEAD} status=planned -->\n### Inventory plan: workspace \`grid-east\`\n\ns\n\n<!-- cip-sync:rendered -->\n`;
  const workspaceMarker = (workspace: string) => `<!-- cip-sync:workspace=${workspace} -->`;
  const json = buildCommentBody(content());
  it.each([
    ["a JSON header of another workspace", json.replace('"grid-east"', '"grid-west"')],
    ["a JSON header that is not JSON", json.replace('"v":1,', '"v":1')],
    ["a JSON header without its title", json.replace("### Inventory plan", "### Plan")],
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

describe("formatComment and parseComment, for any comment", () => {
  const hex = (length: number) =>
    fc.string({
      unit: fc.constantFrom(..."0123456789abcdef"),
      minLength: length,
      maxLength: length,
    });
  const header = fc.record({
    workspace: fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/),
    fingerprint: fc.option(
      hex(64).map((digits) => `sha256:${digits}`),
      { nil: undefined },
    ),
    head: hex(40),
    status: fc.constantFrom(...COMMENT_STATUSES),
  });
  // Status lines and rendered parts hold any text, markers and header look-alikes included.
  const text = fc.string({
    unit: fc.constantFrom(
      "a",
      " ",
      "\n",
      "-->",
      "<!-- cip-sync ",
      "<!-- cip-sync:rendered -->",
      "{",
      '"',
    ),
    maxLength: 40,
  });

  it("round-trip", () => {
    fc.assert(
      fc.property(header, text, text, (commentHeader, statusLine, rendered) => {
        // A status line is one or more paragraphs: it neither starts nor ends with a line break.
        const line = `S${statusLine}S`;
        const comment = { header: commentHeader, statusLine: line, rendered };
        if (line.includes("\n\n<!-- cip-sync:rendered -->\n")) return;
        expect(parseComment(formatComment(comment), commentHeader.workspace)).toEqual(comment);
      }),
      { numRuns: 300 },
    );
  });
});
