// Baselines in the inventory: read with positions and did-you-mean like every key, each problem of
// a baseline at once, and digested so that the same baseline, however it is laid out, gives the
// same digest and any change of its content gives another.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseInventoryText } from "../../../src/core/inventory/document/parse-inventory.ts";

const HEAD = "cyber_system: Alpha\nfacility: Substation Alpha\nimpact: high\n";
const REF = "a".repeat(64);

function read(text: string) {
  const parsed = parseInventoryText(text, "inventory/a.yaml");
  return {
    problems: parsed.diagnostics.map(
      (d) => `${d.location?.line}:${d.location?.column} ${d.message}`,
    ),
    baselines: Object.fromEntries(
      parsed.documents.flatMap((document) =>
        document.assets.map((asset) => [asset.name, asset.baseline]),
      ),
    ),
  };
}

describe("baselines in the inventory", () => {
  it("reads an inline baseline, a shared one by name and a reference, each as a digest", () => {
    const { problems, baselines } = read(
      `${HEAD}baselines:\n  rtu:\n    os_firmware: [{ name: SEL, version: R145 }]\n    ports: [{ port: 20000, protocol: tcp, justification: DNP3 }]\nassets:\n  relay-01: hardware\n  rtu-01: { type: hardware, baseline: rtu }\n  rtu-02:\n    type: hardware\n    baseline:\n      ports: [{ justification: DNP3, protocol: tcp, port: 20000 }]\n      os_firmware: [{ version: R145, name: SEL }]\n  hmi-01: { type: hardware, baseline_ref: { uri: "https://cmdb.example/hmi-01", sha256: ${REF} } }\n`,
    );
    expect(problems).toEqual([]);
    expect(baselines["relay-01"]).toBeUndefined();
    expect(baselines["rtu-01"]).toMatchObject({ kind: "content", group: "rtu" });
    // The same content, keys in another order: the same digest.
    expect(baselines["rtu-02"]?.digest).toBe(baselines["rtu-01"]?.digest);
    expect(baselines["hmi-01"]).toMatchObject({ kind: "ref" });
    expect(baselines["hmi-01"]?.digest).toMatch(/^sha256:[0-9a-f]{64}$/);
  });

  it.each([
    {
      mistake: "a shared baseline's name misspelt",
      assets: "  rtu-01: { type: hardware, baseline: rtu-standrad }\n",
      groups: "baselines:\n  rtu-standard: { patches: [] }\n",
      expected: [
        '7:39 baseline "rtu-standrad" is not one of this document\'s baselines; did you mean "rtu-standard"?',
      ],
    },
    {
      mistake: "an unknown key and a port out of range, both at once",
      assets:
        "  hist-01:\n    type: software\n    baseline:\n      colour: red\n      ports: [{ port: 99999, protocol: tcp, justification: x }]\n",
      groups: "",
      expected: [
        '8:7 unknown key "colour"; a baseline has the keys os_firmware, software, custom_software, ports, patches, reviewed and completed_on',
        '9:23 port must be a number from 0 to 65535 or a range such as "49152-65535", not "99999"',
      ],
    },
    {
      mistake: "a reference whose digest is not a SHA-256",
      assets: "  hmi-01: { type: hardware, baseline_ref: { uri: x, sha256: abc } }\n",
      groups: "",
      expected: [
        '5:61 baseline_ref sha256 must be 64 hexadecimal digits (the SHA-256 of the baseline document), not "abc"',
      ],
    },
    {
      mistake: "both a baseline and a reference",
      assets: `  hmi-01:\n    type: hardware\n    baseline: { patches: [] }\n    baseline_ref: { uri: x, sha256: ${REF} }\n`,
      groups: "",
      expected: ['8:5 asset "hmi-01" has both baseline and baseline_ref; keep one'],
    },
    {
      mistake: "a software entry without its version",
      assets: "  app-01:\n    type: software\n    baseline: { software: [{ name: RTAC }] }\n",
      groups: "",
      expected: ["7:28 a software entry has no version; add it (name, version)"],
    },
    {
      mistake: "os_firmware written as a text (the format before lists)",
      assets: "  rtu-01:\n    type: hardware\n    baseline: { os_firmware: SEL R145 }\n",
      groups: "",
      expected: [
        '7:30 os_firmware must be a list of { name, version }, not a text; write [{ name: ..., version: ... }] (for example [{ name: "SEL R145", version: "..." }])',
      ],
    },
    {
      mistake: "os_firmware as an empty list",
      assets: "  rtu-01:\n    type: hardware\n    baseline: { os_firmware: [] }\n",
      groups: "",
      expected: [
        "7:30 os_firmware is an empty list; every Cyber Asset runs an operating system or firmware: write at least one { name, version }",
      ],
    },
    {
      mistake: "a port range upside down",
      assets:
        '  rtu-01:\n    type: hardware\n    baseline: { ports: [{ port: "65535-49152", protocol: tcp }] }\n',
      groups: "",
      expected: [
        '7:33 port must be a number from 0 to 65535 or a range such as "49152-65535", not "65535-49152"',
      ],
    },
    {
      mistake: "completed_on that is not a date",
      assets: "  rtu-01:\n    type: hardware\n    baseline: { completed_on: yesterday }\n",
      groups: "",
      expected: [
        '7:31 completed_on must be a date such as 2026-11-24 that exists (YYYY-MM-DD), not "yesterday"',
      ],
    },
    {
      mistake: "reviewed on a day the calendar does not have",
      assets: "  rtu-01:\n    type: hardware\n    baseline: { reviewed: 2026-02-30 }\n",
      groups: "",
      expected: [
        '7:27 reviewed must be a date such as 2026-11-24 that exists (YYYY-MM-DD), not "2026-02-30"',
      ],
    },
    {
      mistake: "an empty justification, a quoted port and a protocol in capitals, all at once",
      assets:
        '  rtu-01:\n    type: hardware\n    baseline: { ports: [{ port: "20000", protocol: TCP, justification: "" }] }\n',
      groups: "",
      expected: [
        '7:33 port must be a number, not the text "20000"; write it without quotes (port: 20000): only a range such as "49152-65535" is quoted',
        '7:52 unknown protocol "TCP"; did you mean "tcp"?',
        "7:72 justification is empty; write why the port must be open (CIP-007 R1.1)",
      ],
    },
    {
      mistake: "an empty service and a version of spaces",
      assets:
        '  rtu-01:\n    type: hardware\n    baseline:\n      os_firmware: [{ name: SEL, version: " " }]\n      ports: [{ port: 20000, protocol: tcp, service: "", justification: DNP3 }]\n',
      groups: "",
      expected: [
        "8:43 version is empty; write the version",
        "9:54 service is empty; write the service that listens on the port, or remove the key",
      ],
    },
    {
      mistake:
        "a shared baseline with an error, used by two assets: reported once, at the baseline",
      assets:
        "  rtu-01: { type: hardware, baseline: rtu-standard }\n  rtu-02: { type: hardware, baseline: rtu-standard }\n",
      groups:
        "baselines:\n  rtu-standard: { ports: [{ port: 20000, protocol: tcpp, justification: DNP3 }] }\n",
      expected: ['5:52 unknown protocol "tcpp"; did you mean "tcp"?'],
    },
    {
      mistake:
        "a misspelt name of a shared baseline that has an error: did-you-mean, and the error",
      assets: "  rtu-01: { type: hardware, baseline: rtu-standrd }\n",
      groups: "baselines:\n  rtu-standard: { reviewed: 2026-02-30 }\n",
      expected: [
        '5:29 reviewed must be a date such as 2026-11-24 that exists (YYYY-MM-DD), not "2026-02-30"',
        '7:39 baseline "rtu-standrd" is not one of this document\'s baselines; did you mean "rtu-standard"?',
      ],
    },
    {
      mistake: "baselines: that is not a map, used by an asset: reported once, at baselines:",
      assets: "  rtu-01: { type: hardware, baseline: rtu-standard }\n",
      groups: "baselines: rtu-standard\n",
      expected: [
        '4:12 baselines must be a map of baseline name to baseline, not the text "rtu-standard"',
      ],
    },
  ])("$mistake", ({ assets, groups, expected }) => {
    expect(read(`${HEAD}${groups}assets:\n${assets}`).problems).toEqual(expected);
  });

  it("gives another digest to any change of a baseline's content", () => {
    const text = fc.stringMatching(/^[A-Za-z][A-Za-z0-9 .-]{0,12}[A-Za-z0-9]$/);
    fc.assert(
      fc.property(text, text, (before, after) => {
        const digest = (firmware: string) =>
          read(
            `${HEAD}assets:\n  rtu-01: { type: hardware, baseline: { custom_software: [${firmware}] } }\n`,
          ).baselines["rtu-01"]?.digest;
        expect(digest(before) === digest(after)).toBe(before === after);
      }),
      { numRuns: 200 },
    );
  });
});

describe("the R1.1 items of a baseline", () => {
  const full =
    '{ os_firmware: [{ name: SEL, version: R145 }], software: [], custom_software: [], ports: [{ port: "49152-65535", protocol: udp, service: dynamic }, { port: 20000, protocol: tcp, justification: DNP3 }], patches: [], completed_on: 2026-11-20 }';

  it("reads [] as none, a port range and a service, and a digest per item", () => {
    const { problems, baselines } = read(
      `${HEAD}assets:\n  rtu-01: { type: hardware, baseline: ${full} }\n`,
    );
    expect(problems).toEqual([]);
    const baseline = baselines["rtu-01"];
    expect(baseline?.missing).toBeUndefined();
    expect(baseline?.unjustifiedPorts).toBe(1);
    expect(baseline?.completedOn).toBe("2026-11-20");
    expect(Object.keys(baseline?.items ?? {})).toEqual([
      "os_firmware",
      "software",
      "custom_software",
      "ports",
      "patches",
    ]);
  });

  it("changes only the digest of the item that changed", () => {
    const items = (patches: string) =>
      read(
        `${HEAD}assets:\n  rtu-01: { type: hardware, baseline: { os_firmware: [{ name: SEL, version: R145 }], patches: ${patches} } }\n`,
      ).baselines["rtu-01"]?.items;
    const before = items("[]");
    const after = items("[KB5001]");
    expect(after?.os_firmware).toBe(before?.os_firmware);
    expect(after?.patches).not.toBe(before?.patches);
    expect(
      read(`${HEAD}assets:\n  rtu-01: { type: hardware, baseline: { patches: [] } }\n`).baselines[
        "rtu-01"
      ]?.missing,
    ).toEqual(["os_firmware", "software", "custom_software", "ports"]);
  });
});
