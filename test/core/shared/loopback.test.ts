// Plain http:// only to this machine: the hosts a WHATWG URL names that are loopback, and look-alikes
// that are not.
import { describe, expect, it } from "vitest";
import { isLoopback } from "../../../src/core/shared/loopback.ts";

describe("isLoopback", () => {
  it.each<[url: string, loopback: boolean]>([
    ["http://localhost:8080/", true],
    ["http://127.0.0.1/", true],
    ["http://127.255.255.254/", true],
    ["http://127.1/", true], // the URL parser writes it 127.0.0.1
    ["http://[::1]:3000/", true],
    ["http://128.0.0.1/", false],
    ["http://[::2]/", false],
    ["http://127.0.0.1.example.com/", false],
    ["http://localhost.example.com/", false],
    ["http://netbox.example.internal/", false],
  ])("%s: %s", (url, loopback) => {
    expect(isLoopback(new URL(url).hostname)).toBe(loopback);
  });
});
