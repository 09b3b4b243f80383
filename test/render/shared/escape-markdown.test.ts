// Escaping of user-supplied text for GitHub Markdown, and hidden characters made visible.
import { describe, expect, it } from "vitest";
import { escapeMarkdown, markdownCodeSpan } from "../../../src/render/shared/escape-markdown.ts";
import fc from "fast-check";
import {
  escapeHiddenCharactersInJson,
  revealHiddenCharacters,
} from "../../../src/core/shared/text/reveal.ts";

const ZWSP = "\u200B";

describe("escapeMarkdown", () => {
  it.each([
    ["a table cell break", "a|b", "a\\|b"],
    ["HTML", "<b>x</b>", "&lt;b&gt;x&lt;/b&gt;"],
    ["an entity that would render as @", "&#64;team", `&amp;#${ZWSP}64;team`],
    ["a mention", "@team", `@${ZWSP}team`],
    ["an issue reference", "org/repo#12", `org/repo#${ZWSP}12`],
    ["a GH- reference", "GH-12", `GH-${ZWSP}12`],
    ["a link", "[x](http://evil)", `\\[x\\](http:${ZWSP}//evil)`],
    ["an image", "![i](x)", "!\\[i\\](x)"],
    ["a www autolink", "www.evil.com", `www${ZWSP}.evil.com`],
    ["a code span", "`code`", "\\`code\\`"],
    ["emphasis and strikethrough", "*a* _b_ ~c~", "\\*a\\* \\_b\\_ \\~c\\~"],
    ["math", "$x$", "\\$x\\$"],
    ["a backslash", "a\\b", "a\\\\b"],
    ["a bullet list marker", "- item", "\\- item"],
    ["a plus list marker", "+ item", "\\+ item"],
    ["a setext underline", "= underline", "\\= underline"],
    ["an ordered list marker", "12. item", "12\\. item"],
    ["an ordered list marker with a parenthesis", "3) item", "3\\) item"],
    ["an emoji shortcode", ":smile: and :+1:", `:${ZWSP}smile: and :${ZWSP}+1:`],
    ["a newline", "rtu-1\nz", "rtu-1\\\\u000Az"],
  ])("neutralises %s", (_what, text, escaped) => {
    expect(escapeMarkdown(text)).toBe(escaped);
  });

  it.each(["plain name-01", "RTU 7 (spare)", "é ü 漢字 🔌", "10.0.0.1:502"])(
    "leaves %s as it is",
    (text) => {
      expect(escapeMarkdown(text)).toBe(text);
    },
  );
});

describe("markdownCodeSpan", () => {
  it.each([
    ["plain", "`plain`"],
    ["a`b", "``a`b``"],
    ["`a", "`` `a ``"],
    ["a``b`", "``` a``b` ```"],
    ["a\u202Eb", "`a\\u202Eb`"],
  ])("holds %s literally", (text, span) => {
    expect(markdownCodeSpan(text)).toBe(span);
  });
});

describe("revealHiddenCharacters", () => {
  it.each([
    ["an escape character", "a\u001Bb", "a\\u001Bb"],
    ["a C1 control", "a\u0085b", "a\\u0085b"],
    ["a soft hyphen", "a\u00ADb", "a\\u00ADb"],
    ["a bidirectional isolate", "a\u2066b\u2069", "a\\u2066b\\u2069"],
    ["a paragraph separator", "a\u2029b", "a\\u2029b"],
    ["a Mongolian vowel separator", "a\u180Eb", "a\\u180Eb"],
    ["a variation selector", "a\uFE0F", "a\\uFE0F"],
    ["a tag character beyond the BMP", "x\u{E0041}", "x\\u{E0041}"],
    ["an unpaired surrogate", "x\uD800y", "x\\uD800y"],
  ])("shows %s", (_what, text, shown) => {
    expect(revealHiddenCharacters(text)).toBe(shown);
  });

  it("leaves visible text, emoji included, as it is", () => {
    expect(revealHiddenCharacters("RTU-1 é 漢字 🔌")).toBe("RTU-1 é 漢字 🔌");
  });
});

describe("escapeHiddenCharactersInJson", () => {
  // Plain ASCII (which needs no escape, and is spared the look for one), the line feed, and
  // characters that are hidden or not beyond it.
  const text = fc.string({
    unit: fc.constantFrom(
      "a",
      " ",
      "~",
      "\n",
      "\u007F",
      "\u0085",
      "\u00AD",
      "é",
      "\u200B",
      "\u202E",
      "🔌",
      "\u{E0041}",
    ),
  });

  it("writes the same value with no hidden character left, whether or not it had one", () => {
    fc.assert(
      fc.property(fc.array(text), (names) => {
        const json = escapeHiddenCharactersInJson(JSON.stringify({ names }, null, 2));
        expect(JSON.parse(json)).toEqual({ names });
        expect(revealHiddenCharacters(json.replaceAll("\n", ""))).toBe(json.replaceAll("\n", ""));
      }),
    );
  });
});
