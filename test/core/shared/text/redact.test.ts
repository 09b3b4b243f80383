import { describe, expect, it } from "vitest";
import {
  redactedLine,
  redactSecret,
  redactSecretsInValue,
  shortSecretProblem,
} from "../../../../src/core/shared/text/redact.ts";

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
    const key = "clé-ü-schlüssel";
    const base64 = Buffer.from(key, "utf8").toString("base64");
    expect(redactSecret(`a ${base64} ${encodeURIComponent(key)} ${key}`, key)).toBe(
      "a *** *** ***",
    );
  });

  it("switches keys correctly between calls", () => {
    expect(redactSecret("first-key second-key", "first-key")).toBe("*** second-key");
    expect(redactSecret("first-key second-key", "second-key")).toBe("first-key ***");
  });
});

describe("redactedLine", () => {
  const key = "Zq7vXk2mP9wRt4LbN8cY";

  it.each([0, 5, 10, 19])("leaves no part of a key cut %i characters into it", (into) => {
    const text = `${"a".repeat(40 - into)}${key} tail`;
    const line = redactedLine(text, [key], 40);
    for (let at = 0; at + 3 <= key.length; at++) expect(line).not.toContain(key.slice(at, at + 3));
  });

  it("masks a key with spaces before collapsing whitespace", () => {
    expect(redactedLine("key: abcd  efgh\tend", ["abcd  efgh"], 100)).toBe("key: *** end");
  });

  it("cuts long text and marks the cut", () => {
    expect(redactedLine("one two three", ["none-at-all"], 7)).toBe("one two...");
  });
});

describe("issue 11 item 10: secrets too short to mask", () => {
  it("refuses a key under 8 characters, naming its setting", () => {
    expect(shortSecretProblem("x", "input api-key")).toBe(
      "input api-key is shorter than 8 characters, too short to be masked in output: set input api-key to the full secret as issued",
    );
    expect(shortSecretProblem("12345678", "CIP_API_KEY")).toBeUndefined();
  });

  it("does not garble text with a short key, which is refused before it is used", () => {
    expect(redactSecret("exception: the emulator's demo key is demo-key-grid-east", "x")).toBe(
      "exception: the emulator's demo key is demo-key-grid-east",
    );
  });
});

describe("redactSecretsInValue", () => {
  it("masks every secret in every string of a record, keys included, keeping its shape", () => {
    const password = "Pr0xy-Zq7vXk2mP9wRt4Lb";
    const token = "ghs_tokenTOKENtoken1234";
    const record = {
      reason: `proxy said ${password}`,
      list: [`x ${encodeURIComponent(token)}`, 3, null, true],
      nested: { [`key-${token}`]: { deeper: Buffer.from(`user:${password}`).toString("base64") } },
    };
    const redacted = redactSecretsInValue(record, [password, `user:${password}`, token]);
    expect(redacted).toEqual({
      reason: "proxy said ***",
      list: ["x ***", 3, null, true],
      nested: { "key-***": { deeper: "***" } },
    });
    expect(record.reason).toContain(password);
  });
});
