// The slash commands of approving reviews, read line by line: only a line that starts with the
// command (any case) and then white space, only from counted approvers, and a note's text cut to
// its room with an ellipsis only when it is longer.
import { describe, expect, it } from "vitest";
import { commandLines, cutTo } from "../../../src/core/review/review-commands.ts";

const COMMAND = "/cip-010-r1.4";

describe("commandLines", () => {
  it.each<[string, string, { login: string; text: string }[]]>([
    [
      "the command and its text",
      "/cip-010-r1.4 tested on the bench",
      [{ login: "a", text: "tested on the bench" }],
    ],
    ["in any case", "/CIP-010-R1.4 tested", [{ login: "a", text: "tested" }]],
    ["another command of the same length", "/cip-010-r1.6 tested", []],
    ["a longer word", "/cip-010-r1.45 tested", []],
    ["the command inside a sentence", "see /cip-010-r1.4 tested", []],
    [
      "one note per line, in order",
      "first line\n/cip-010-r1.4 one\r/cip-010-r1.4 two",
      [
        { login: "a", text: "one" },
        { login: "a", text: "two" },
      ],
    ],
  ])("%s", (_case, body, lines) => {
    expect(commandLines(new Map([["a", body]]), ["a"], COMMAND)).toStrictEqual(lines);
  });

  it("reads only the counted approvers' reviews, in their order", () => {
    const bodies = new Map([
      ["a", "/cip-010-r1.4 by a"],
      ["m", "/cip-010-r1.4 by m"],
      ["b", "/cip-010-r1.4 by b"],
    ]);
    expect(commandLines(bodies, ["b", "a", "z"], COMMAND)).toStrictEqual([
      { login: "b", text: "by b" },
      { login: "a", text: "by a" },
    ]);
  });
});

describe("cutTo", () => {
  it.each([
    ["shorter than the room", "abc", 4, "abc"],
    ["exactly the room", "abcd", 4, "abcd"],
    ["longer than the room", "abcde", 4, "abcd…"],
  ])("%s", (_case, text, limit, cut) => {
    expect(cutTo(text, limit)).toBe(cut);
  });
});
