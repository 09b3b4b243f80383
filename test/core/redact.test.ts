import { describe, expect, it } from "vitest";
import { redactedLine, redactSecret } from "../../src/core/redact.ts";

const KEY = 'k3y/with+odd "chars"&more=';

describe("redactSecret", () => {
  it.each([
    ["raw", KEY],
    ["URL-encoded", encodeURIComponent(KEY)],
    ["JSON-escaped", JSON.stringify(KEY).slice(1, -1)],
    ["base64", Buffer.from(KEY).toString("base64")],
    ["base64 without padding", Buffer.from(KEY).toString("base64").replace(/=+$/, "")],
    ["base64url", Buffer.from(KEY).toString("base64url")],
  ])("masks the %s form", (_form, encoded) => {
    const text = `before ${encoded} middle ${encoded} after`;
    expect(redactSecret(text, KEY)).toBe("before *** middle *** after");
  });

  it("masks the key inside a JSON document that embeds it", () => {
    const body = JSON.stringify({ error: { message: `bad key ${KEY}` } });
    const redacted = redactSecret(body, KEY);
    expect(redacted).not.toContain("k3y");
    expect(redacted).toBe('{"error":{"message":"bad key ***"}}');
  });

  it("leaves text without the key unchanged", () => {
    expect(redactSecret("POST /cyber-assets failed: 409 Conflict", KEY)).toBe(
      "POST /cyber-assets failed: 409 Conflict",
    );
  });

  it("leaves text unchanged for an empty secret", () => {
    expect(redactSecret("anything", "")).toBe("anything");
  });

  it("masks a non-ASCII key in its UTF-8 base64 form", () => {
    const key = "clé-ü";
    const base64 = Buffer.from(key, "utf8").toString("base64");
    expect(redactSecret(`a ${base64} ${encodeURIComponent(key)} ${key}`, key)).toBe(
      "a *** *** ***",
    );
  });

  it("switches keys correctly between calls", () => {
    expect(redactSecret("one two", "one")).toBe("*** two");
    expect(redactSecret("one two", "two")).toBe("one ***");
  });
});

describe("redactedLine", () => {
  const key = "Zq7vXk2mP9wRt4LbN8cY";

  it.each([0, 5, 10, 19])("leaves no part of a key cut %i characters into it", (into) => {
    const text = `${"a".repeat(40 - into)}${key} tail`;
    const line = redactedLine(text, key, 40);
    for (let at = 0; at + 3 <= key.length; at++) expect(line).not.toContain(key.slice(at, at + 3));
  });

  it("masks a key with spaces before collapsing whitespace", () => {
    expect(redactedLine("key: ab  cd\tend", "ab  cd", 100)).toBe("key: *** end");
  });

  it("cuts long text and marks the cut", () => {
    expect(redactedLine("one two three", "none", 7)).toBe("one two...");
  });
});
