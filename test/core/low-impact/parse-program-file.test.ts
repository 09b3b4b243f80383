// The low-impact program file (low-impact/program.yaml, issue 96 items 1 and 2) read with
// positions: its policies with their topics of R1 Part 1.2 and its incident response plans with
// the sites they cover, every mistake at file:line:column with what to write instead, in a table:
// a topic that is no key of R1 Part 1.2 (with the nearest), a policy or plan declared twice, no
// policy ("one or more documented cyber security policies", R1) or no plan ("one or more Cyber
// Security Incident response plan(s)", Attachment 1 Section 4), a plan with no site, an unknown
// key. A file with an error yields nothing (the caller fails closed).
import { describe, expect, it } from "vitest";
import { parseProgramFileText } from "../../../src/core/low-impact/program-file.ts";
import { formatLocation } from "../../../src/core/shared/diagnostics.ts";

const FILE = "low-impact/program.yaml";
const lines = (...each: string[]) => `${each.join("\n")}\n`;
const PROGRAM = lines(
  "version: 1",
  "policies:",
  "  - id: POL-A",
  "    topics: [awareness, physical_security, electronic_access, incident_response]",
  "  - id: POL-B",
  "    topics: [transient_cyber_assets, vendor_remote_access, cip_exceptional_circumstances]",
  "plans:",
  "  - id: IR-1",
  "    sites: [Substation 12]",
);

describe("the low-impact program file", () => {
  it("reads its policies with their topics and its plans with their sites", () => {
    const parsed = parseProgramFileText(PROGRAM, FILE);
    expect(parsed.diagnostics).toStrictEqual([]);
    expect(parsed.value).toStrictEqual({
      policies: [
        {
          id: "POL-A",
          topics: ["awareness", "physical_security", "electronic_access", "incident_response"],
        },
        {
          id: "POL-B",
          topics: [
            "transient_cyber_assets",
            "vendor_remote_access",
            "cip_exceptional_circumstances",
          ],
        },
      ],
      plans: [{ id: "IR-1", sites: ["Substation 12"] }],
    });
  });

  it.each<[string, string, string[]]>([
    [
      "a topic that is no key of R1 Part 1.2",
      PROGRAM.replace("awareness,", "awarenes,"),
      ['4:14: unknown topics entry "awarenes"; did you mean "awareness"?'],
    ],
    [
      "a policy declared twice",
      PROGRAM.replace("id: POL-B", "id: POL-A"),
      ['5:5: policy "POL-A" is declared twice; keep one'],
    ],
    [
      "a plan declared twice",
      `${PROGRAM}  - id: IR-1\n    sites: [Substation 14]\n`,
      ['10:5: plan "IR-1" is declared twice; keep one'],
    ],
    [
      "no policy",
      lines("version: 1", "policies: []", "plans:", "  - id: IR-1", "    sites: [Substation 12]"),
      [
        "2:11: policies is an empty list; write at least one of { id: POL-A, topics: [awareness, physical_security] }, or remove the key",
      ],
    ],
    [
      "no plan",
      PROGRAM.replace(/plans:\n[^]*$/, "plans: []\n"),
      [
        "7:8: plans is an empty list; write at least one of { id: IR-1, sites: [Substation 12] }, or remove the key",
      ],
    ],
    [
      "a plan covering no site",
      PROGRAM.replace("sites: [Substation 12]", "sites: []"),
      [
        "9:12: sites is an empty list; write at least one of the sites the plan covers, as the site files name them, or remove the key",
      ],
    ],
    [
      "an unknown key",
      PROGRAM.replace("plans:", "plan:"),
      [
        '1:1: the low-impact program file has no "plans"; add it',
        '7:1: unknown key "plan"; did you mean "plans"?',
      ],
    ],
  ])("%s", (_name, text, expected) => {
    const parsed = parseProgramFileText(text, FILE);
    expect(parsed.value, "a file with an error yields nothing").toBeUndefined();
    expect(
      parsed.diagnostics.map(
        (d) => `${d.location && formatLocation(d.location).replace(`${FILE}:`, "")}: ${d.message}`,
      ),
    ).toStrictEqual(expected);
  });

  it("given the sites known, refuses a plan's site none is, at its entry, with the nearest", () => {
    const known = { names: ["Substation 12", "Pine Hill Substation"], from: "inventory" as const };
    expect(parseProgramFileText(PROGRAM, FILE, known).diagnostics).toStrictEqual([]);
    const parsed = parseProgramFileText(
      PROGRAM.replace("sites: [Substation 12]", "sites: [Substation 12, Pine Hil Substation]"),
      FILE,
      known,
    );
    expect(parsed.value).toBeUndefined();
    expect(
      parsed.diagnostics.map((d) => `${d.location && formatLocation(d.location)}: ${d.message}`),
    ).toStrictEqual([
      `${FILE}:9:28: site "Pine Hil Substation" is no facility or control center the inventory's documents declare (no service was read, so the inventory's declared sites judge it); did you mean "Pine Hill Substation"? Write each site as CIP-002 R1.3 identifies it ("Identify each asset that contains a low impact BES Cyber System") and as the facility or control center of its low impact systems is named, exactly (case included)`,
    ]);
  });
});
