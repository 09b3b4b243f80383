// What a change does to the sources' commands, in the words reviewers read: each source whose
// command is added, changed or removed, once, and nothing for a command left as it was.
import { describe, expect, it } from "vitest";
import { commandChanges } from "../../../../../src/core/review/policy/governance/command-changes.ts";

describe("commandChanges", () => {
  it.each<
    [string, Record<string, string> | undefined, Record<string, string> | undefined, string[]]
  >([
    [
      "a command added",
      {},
      { cmdb: "./export.sh" },
      ['source "cmdb": (no command) -> ./export.sh'],
    ],
    [
      "a command removed",
      { cmdb: "./export.sh" },
      {},
      ['source "cmdb": ./export.sh -> (no command)'],
    ],
    [
      "a command changed",
      { cmdb: "./export.sh" },
      { cmdb: "./export.sh --all" },
      ['source "cmdb": ./export.sh -> ./export.sh --all'],
    ],
    ["a command unchanged", { cmdb: "./export.sh" }, { cmdb: "./export.sh" }, []],
    ["no sources file on either side", undefined, undefined, []],
    [
      "each source once, the head's first",
      { netbox: "./nb.sh", cmdb: "./a.sh" },
      { cmdb: "./b.sh", netbox: "./nb.sh" },
      ['source "cmdb": ./a.sh -> ./b.sh'],
    ],
  ])("%s", (_case, base, head, words) => {
    expect(commandChanges(base, head)).toStrictEqual(words);
  });
});
