// The messages docs/obligations/cip-003-low-impact.md shows for its example site file are the ones
// the tool gives (issue 96, item 3): the example with one path misspelt in a narrowed method's
// paths: is refused at that place, and with one flow's need left out is warned of at that flow,
// word for word and at the line and column the page gives.
import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { LOW_IMPACT_FILES } from "../../src/core/low-impact/low-impact-files.ts";
import { formatLocation } from "../../src/core/shared/diagnostics.ts";

const page = await readFile(
  new URL("../../docs/obligations/cip-003-low-impact.md", import.meta.url),
  "utf8",
);
const [, example, file] = /```yaml\n(# (low-impact\/substation-12\.yaml)\n[\s\S]*?)```/.exec(page)!;

/** What review says of the example changed by `edit`, as the page writes a message. */
function messages(edit: (text: string) => string): string[] {
  return (LOW_IMPACT_FILES.problems?.(edit(example!), file!, new Date()) ?? []).map(
    (d) => `${d.location && formatLocation(d.location)}: ${d.severity}: ${d.message}`,
  );
}

describe("the messages the low-impact page shows for its example site file", () => {
  it("the example itself has none", () => {
    expect(messages((text) => text)).toEqual([]);
  });

  it.each([
    [
      "a narrowed method's path misspelt",
      (text: string) => text.replace("paths: [oem-vpn] }", "paths: [oem-vnp] }"),
    ],
    [
      "a flow's need left out",
      (text: string) => text.replace(", need: plant data to the corporate historian }", " }"),
    ],
  ])("%s: the page shows the tool's message", (_what, edit) => {
    const [message] = messages(edit);
    expect(message).toBeDefined();
    expect(page).toContain(`\n${message!}\n`);
  });
});
