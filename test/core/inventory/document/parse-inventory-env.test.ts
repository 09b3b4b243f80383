// yaml's debug switches (LOG_TOKENS, LOG_STREAM) print every token of what it parses; the parse of
// an inventory file must never do so (it would land in `plan --format json`), and must leave
// process.env as it found it.
import { afterEach, describe, expect, it, vi } from "vitest";
import { parseInventoryYaml } from "../../../../src/core/inventory/document/parse-inventory.ts";

const TEXT = "cyber_system: 'Alpha'\nassets:\n  r1: hardware\n";

describe("parseInventoryYaml and yaml's debug switches", () => {
  afterEach(() => {
    delete process.env.LOG_TOKENS;
    delete process.env.LOG_STREAM;
    vi.restoreAllMocks();
  });

  it("prints nothing with LOG_TOKENS and LOG_STREAM set, and restores process.env", () => {
    const environment = process.env;
    process.env.LOG_TOKENS = "1";
    process.env.LOG_STREAM = "1";
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    const dir = vi.spyOn(console, "dir").mockImplementation(() => {});

    const parsed = parseInventoryYaml(TEXT, "inventory/a.yaml");

    expect(parsed.diagnostics).toEqual([]);
    expect(parsed.documents.map((document) => document.cyberSystem.value)).toEqual(["Alpha"]);
    expect(log).not.toHaveBeenCalled();
    expect(dir).not.toHaveBeenCalled();
    expect(process.env).toBe(environment);
    expect(process.env.LOG_TOKENS).toBe("1");
  });
});
