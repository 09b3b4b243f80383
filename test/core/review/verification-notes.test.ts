// CIP-010 R1.4 notes: a line of a counted approver's approving review that starts with
// /cip-010-r1.4 and says something; nothing else is one.
import { describe, expect, it } from "vitest";
import { verificationNotes } from "../../../src/core/review/verification-notes.ts";

describe("verificationNotes", () => {
  it.each<[string, string, { login: string; note: string }[]]>([
    [
      "a note",
      "/cip-010-r1.4 CIP-007 R1 ports unaffected",
      [{ login: "dave", note: "CIP-007 R1 ports unaffected" }],
    ],
    [
      "among other lines, any case",
      "LGTM\r\n  /CIP-010-R1.4 https://grc.example/CHG-1 \nthanks",
      [{ login: "dave", note: "https://grc.example/CHG-1" }],
    ],
    [
      "two lines, two notes",
      "/cip-010-r1.4 a\n/cip-010-r1.4 b",
      [
        { login: "dave", note: "a" },
        { login: "dave", note: "b" },
      ],
    ],
    [
      "a lone CR ends the note: what follows is another line, not part of it",
      "/cip-010-r1.4 ports unaffected\r=cmd|' /C calc'!A0",
      [{ login: "dave", note: "ports unaffected" }],
    ],
    [
      "NEXT LINE, LINE and PARAGRAPH SEPARATOR, VT and FF end a line too",
      "/cip-010-r1.4 a\u0085=b\u2028/cip-010-r1.4 c\u2029d\ve\ff",
      [
        { login: "dave", note: "a" },
        { login: "dave", note: "c" },
      ],
    ],
    [
      "control characters are dropped, a tab reads as a space",
      "/cip-010-r1.4\tports\u0000 un\u001baffected\u009b\u007f",
      [{ login: "dave", note: "ports unaffected" }],
    ],
    ["the command with nothing after it", "/cip-010-r1.4   ", []],
    ["another command that starts the same", "/cip-010-r1.45 not this", []],
    ["the command inside a sentence", "see /cip-010-r1.4 later", []],
    [
      "a note past 500 characters is cut",
      `/cip-010-r1.4 ${"x".repeat(600)}`,
      [{ login: "dave", note: `${"x".repeat(500)}…` }],
    ],
  ])("%s", (_name, body, expected) => {
    expect(verificationNotes(new Map([["dave", body]]), ["dave"])).toEqual(expected);
  });

  it("reads only the counted approvers' reviews", () => {
    const bodies = new Map([
      ["dave", "/cip-010-r1.4 counted"],
      ["mallory", "/cip-010-r1.4 not counted"],
    ]);
    expect(verificationNotes(bodies, ["dave"])).toEqual([{ login: "dave", note: "counted" }]);
  });
});
