import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  COMMAND_BREAK,
  neutraliseWorkflowCommands,
  neutraliseWorkflowCommandsInJson,
} from "../../../../src/core/shared/text/workflow-commands.ts";

const ZW = COMMAND_BREAK;

/** What the runner takes for a command in one line (see workflow-commands.ts). */
function isCommand(line: string): boolean {
  return /^[\s\u0085\u001C-\u001F]*::/.test(line) || line.includes("##[");
}

describe("neutraliseWorkflowCommands", () => {
  it.each([
    ["::stop-commands::pwned", `:${ZW}:stop-commands::pwned`],
    ["   ::warning title=Approved::forged", `   :${ZW}:warning title=Approved::forged`],
    ["\t\u00A0\u2003::set-output name=x::y", `\t\u00A0\u2003:${ZW}:set-output name=x::y`],
    ["x##[error title=Security review]Approved", `x##${ZW}[error title=Security review]Approved`],
    ["###[group]", `###${ZW}[group]`],
    ["a::b stays", "a::b stays"],
    [
      "line one\n::add-mask::x\r::debug::y\r\n##[error]z",
      `line one\n:${ZW}:add-mask::x\r:${ZW}:debug::y\r\n##${ZW}[error]z`,
    ],
    ["plain text", "plain text"],
  ])("%j becomes %j", (text, expected) => {
    expect(neutraliseWorkflowCommands(text)).toBe(expected);
  });

  it("leaves no line the runner takes for a command, and changes nothing else", () => {
    const pieces = fc.constantFrom(
      "::",
      "##[",
      "#",
      ":",
      "[",
      " ",
      "\t",
      "\u00A0",
      "\u0085",
      "\n",
      "\r",
      "\r\n",
      "a",
      "stop-commands",
    );
    fc.assert(
      fc.property(fc.array(pieces, { maxLength: 30 }), (parts) => {
        const text = parts.join("");
        const safe = neutraliseWorkflowCommands(text);
        expect(safe.split(/\r\n|\r|\n/).filter(isCommand)).toEqual([]);
        expect(safe.replaceAll(ZW, "")).toBe(text.replaceAll(ZW, ""));
        expect(neutraliseWorkflowCommands(safe)).toBe(safe);
      }),
      { numRuns: 500 },
    );
  });
});

describe("neutraliseWorkflowCommandsInJson", () => {
  it("escapes the bracket of ##[ so that the document parses to the same value", () => {
    const json = JSON.stringify({ name: "x##[error]forged", list: ["##[group]"] }, null, 2);
    const safe = neutraliseWorkflowCommandsInJson(json);
    expect(safe).toContain("x##\\u005berror]forged");
    expect(JSON.parse(safe)).toEqual(JSON.parse(json));
  });

  it("leaves no line the runner takes for a command in any JSON document of hostile strings", () => {
    const hostile = fc.stringMatching(/^[:#[\] \t\n\r\\a\u0085]{0,12}$/);
    const value = fc.oneof(hostile, fc.array(hostile), fc.dictionary(hostile, hostile));
    fc.assert(
      fc.property(value, fc.constantFrom(undefined, 2), (document, indent) => {
        const json = JSON.stringify(document, null, indent);
        const safe = neutraliseWorkflowCommandsInJson(json);
        expect(safe.split(/\r\n|\r|\n/).filter(isCommand)).toEqual([]);
        expect(JSON.parse(safe)).toEqual(document);
      }),
      { numRuns: 300 },
    );
  });
});
