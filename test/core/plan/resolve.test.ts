import { describe, expect, it } from "vitest";
import type { Diagnostic } from "../../../src/core/shared/diagnostics.ts";
import { resolveInventory } from "../../../src/core/plan/resolve.ts";
import {
  at,
  controlCenter,
  cyberSystem,
  type DocumentSpec,
  facility,
  inventoryDocument,
  liveInventory,
} from "../../support/fixtures.ts";

const live = liveInventory({
  facilities: [facility("fac_1", "Substation Alpha"), facility("fac_2", "Substation Beta")],
  controlCenters: [
    controlCenter("cc_1", "Main Control Center"),
    controlCenter("cc_2", "Backup Control Center"),
  ],
  cyberSystems: [
    cyberSystem("cs_1", "Protection System", { facility_id: "fac_1" }),
    cyberSystem("cs_2", "Protection System", { facility_id: "fac_2" }),
    cyberSystem("cs_3", "EMS", { control_center_id: "cc_1" }),
    // Owned by a control center the service does not show (spec 2.1).
    cyberSystem("cs_4", "SCADA", { facility_id: null }),
    cyberSystem("cs_5", "Relay Network", { facility_id: "fac_1" }),
  ],
});

function resolveOne(spec: DocumentSpec) {
  return resolveInventory([inventoryDocument({ file: "a.yaml", ...spec })], live);
}

describe("resolveInventory: finding the system", () => {
  it("finds a system by id and shows its facility", () => {
    const { resolved, diagnostics } = resolveOne({ cyberSystem: "cs_2" });
    expect(diagnostics).toEqual([]);
    expect(resolved.map((entry) => entry.system)).toEqual([
      {
        id: "cs_2",
        name: "Protection System",
        parent: { id: "fac_2", kind: "facility", name: "Substation Beta" },
      },
    ]);
  });

  it("finds a system by its unique name and shows the control center the service names", () => {
    const { resolved, diagnostics } = resolveOne({ cyberSystem: "EMS" });
    expect(diagnostics).toEqual([]);
    expect(resolved[0]?.system).toEqual({
      id: "cs_3",
      name: "EMS",
      parent: { id: "cc_1", kind: "control_center", name: "Main Control Center" },
    });
  });

  it("shows no parent when the service shows none and the document claims none", () => {
    const { resolved, diagnostics } = resolveOne({ cyberSystem: "SCADA" });
    expect(diagnostics).toEqual([]);
    expect(resolved[0]?.system).toEqual({ id: "cs_4", name: "SCADA", parent: null });
  });

  it.each([
    ["the facility name", "Substation Beta", "cs_2"],
    ["the facility id", "fac_1", "cs_1"],
  ])("narrows an ambiguous name by %s", (_label, claimed, expected) => {
    const { resolved, diagnostics } = resolveOne({
      cyberSystem: "Protection System",
      facility: claimed,
    });
    expect(diagnostics).toEqual([]);
    expect(resolved.map((entry) => entry.system.id)).toEqual([expected]);
  });

  it("accepts a facility claim that agrees with a system found by id", () => {
    const { resolved, diagnostics } = resolveOne({
      cyberSystem: "cs_1",
      facility: "Substation Alpha",
    });
    expect(diagnostics).toEqual([]);
    expect(resolved.map((entry) => entry.system.id)).toEqual(["cs_1"]);
  });

  it("accepts a control center claim the service confirms", () => {
    const { resolved, diagnostics } = resolveOne({ cyberSystem: "EMS", controlCenter: "cc_1" });
    expect(diagnostics).toEqual([]);
    expect(resolved.map((entry) => entry.system.id)).toEqual(["cs_3"]);
  });
});

describe("resolveInventory: a control center the service does not show", () => {
  it("warns that the claim cannot be checked and takes the claimed control center as parent", () => {
    const { resolved, diagnostics } = resolveOne({
      cyberSystem: "SCADA",
      controlCenter: "Backup Control Center",
    });
    expect(diagnostics).toEqual<Diagnostic[]>([
      {
        severity: "warning",
        message:
          'control_center "Backup Control Center" cannot be checked: the service does not show a cyber system\'s control center; make sure cyber system "SCADA" (cs_4) belongs to it',
        location: at("a.yaml", 2, 17),
      },
    ]);
    expect(resolved[0]?.system).toEqual({
      id: "cs_4",
      name: "SCADA",
      parent: { id: "cc_2", kind: "control_center", name: "Backup Control Center" },
    });
  });

  it("still requires the claimed control center to exist", () => {
    const { resolved, diagnostics } = resolveOne({
      cyberSystem: "SCADA",
      controlCenter: "Main Contrl Center",
    });
    expect(resolved).toEqual([]);
    expect(diagnostics).toEqual<Diagnostic[]>([
      {
        severity: "error",
        message:
          'control_center "Main Contrl Center" matches no control center (by id or name); did you mean "Main Control Center"?',
        location: at("a.yaml", 2, 17),
      },
    ]);
  });
});

describe("resolveInventory: errors, with exact messages and locations", () => {
  const hint =
    "run `cip-sync import --out DIR` to write the facilities, control centers and cyber systems the service holds as inventory files";
  it.each<[string, DocumentSpec, Diagnostic[]]>([
    [
      "an ambiguous name",
      { cyberSystem: "Protection System" },
      [
        {
          severity: "error",
          message:
            'cyber_system "Protection System" is ambiguous: 2 cyber systems have that name: "Protection System" (cs_1) at facility "Substation Alpha" (fac_1); "Protection System" (cs_2) at facility "Substation Beta" (fac_2); add facility or control_center to say which (a source names it in its systems as { cyber_system: Protection System, facility: Substation Alpha }), or give the cyber system\'s id as cyber_system',
          location: at("a.yaml", 1, 15),
        },
      ],
    ],
    [
      "an unknown name close to existing ones",
      { cyberSystem: "Protecton System" },
      [
        {
          severity: "error",
          message:
            'cyber_system "Protecton System" matches no cyber system (by id or name); did you mean "Protection System"?',
          location: at("a.yaml", 1, 15),
        },
      ],
    ],
    [
      "a name in the wrong case",
      { cyberSystem: "ems" },
      [
        {
          severity: "error",
          message:
            'cyber_system "ems" matches no cyber system (by id or name); did you mean "EMS"?',
          location: at("a.yaml", 1, 15),
        },
      ],
    ],
    [
      "an unknown name with nothing close",
      { cyberSystem: "Historian" },
      [
        {
          severity: "error",
          message: `cyber_system "Historian" matches no cyber system (by id or name); ${hint}`,
          location: at("a.yaml", 1, 15),
        },
      ],
    ],
    [
      "an unknown id",
      { cyberSystem: "cs_99" },
      [
        {
          severity: "error",
          message: `cyber_system "cs_99" matches no cyber system (by id or name); ${hint}`,
          location: at("a.yaml", 1, 15),
        },
      ],
    ],
    [
      "an unknown facility",
      { cyberSystem: "Protection System", facility: "Substation Alpah" },
      [
        {
          severity: "error",
          message:
            'facility "Substation Alpah" matches no facility (by id or name); did you mean "Substation Alpha"?',
          location: at("a.yaml", 2, 11),
        },
      ],
    ],
    [
      "an unknown facility with nothing close",
      { cyberSystem: "Protection System", facility: "Plant 9" },
      [
        {
          severity: "error",
          message: `facility "Plant 9" matches no facility (by id or name); ${hint}`,
          location: at("a.yaml", 2, 11),
        },
      ],
    ],
    [
      "a system found by id at another facility",
      { cyberSystem: "cs_1", facility: "Substation Beta" },
      [
        {
          severity: "error",
          message:
            'facility "Substation Beta" does not match cyber system "Protection System" (cs_1) at facility "Substation Alpha" (fac_1); correct facility or cyber_system',
          location: at("a.yaml", 2, 11),
          related: [at("a.yaml", 1, 15)],
        },
      ],
    ],
    [
      "a name that exists only at other parents",
      { cyberSystem: "Relay Network", facility: "Substation Beta" },
      [
        {
          severity: "error",
          message:
            'no cyber system named "Relay Network" is at facility "Substation Beta"; cyber systems with that name: "Relay Network" (cs_5) at facility "Substation Alpha" (fac_1); correct facility or cyber_system',
          location: at("a.yaml", 1, 15),
          related: [at("a.yaml", 2, 11)],
        },
      ],
    ],
    [
      "a control center claim on a system of a facility",
      { cyberSystem: "cs_5", controlCenter: "Main Control Center" },
      [
        {
          severity: "error",
          message:
            'control_center "Main Control Center" does not match cyber system "Relay Network" (cs_5) at facility "Substation Alpha" (fac_1); correct control_center or cyber_system',
          location: at("a.yaml", 2, 17),
          related: [at("a.yaml", 1, 15)],
        },
      ],
    ],
    [
      "a control center claim the service contradicts",
      { cyberSystem: "EMS", controlCenter: "Backup Control Center" },
      [
        {
          severity: "error",
          message:
            'no cyber system named "EMS" is at control center "Backup Control Center"; cyber systems with that name: "EMS" (cs_3) at control center "Main Control Center" (cc_1); correct control_center or cyber_system',
          location: at("a.yaml", 1, 15),
          related: [at("a.yaml", 2, 17)],
        },
      ],
    ],
  ])("rejects %s", (_label, spec, expected) => {
    const { resolved, diagnostics } = resolveOne(spec);
    expect(diagnostics).toEqual(expected);
    expect(resolved).toEqual([]);
  });

  // The user's error is the parser's ("are both set", parse-inventory.test.ts); the engine stops
  // on it, so a resolver that sees both was called out of order.
  it("refuses a document with both a facility and a control center", () => {
    expect(() =>
      resolveOne({
        cyberSystem: "EMS",
        facility: "Substation Alpha",
        controlCenter: "Main Control Center",
      }),
    ).toThrow(
      "the document at a.yaml:1:1 names both a facility and a control center; parseInventoryText rejects this before resolution",
    );
  });

  it("suggests up to three close names, nearest first", () => {
    const many = liveInventory({
      cyberSystems: ["RTU Net A", "RTU Net B", "RTU Net C", "RTU Net D", "Other"].map((name, i) =>
        cyberSystem(`cs_${i}`, name, { facility_id: null }),
      ),
    });
    const { diagnostics } = resolveInventory(
      [inventoryDocument({ file: "a.yaml", cyberSystem: "RTU Net" })],
      many,
    );
    expect(diagnostics.map((diagnostic) => diagnostic.message)).toEqual([
      'cyber_system "RTU Net" matches no cyber system (by id or name); did you mean "RTU Net A", "RTU Net B" or "RTU Net C"?',
    ]);
  });

  it("rejects two documents that resolve to one system, naming both places", () => {
    const { resolved, diagnostics } = resolveInventory(
      [
        inventoryDocument({ file: "by-id.yaml", cyberSystem: "cs_3" }),
        inventoryDocument({ file: "by-name.yaml", cyberSystem: "EMS" }),
      ],
      live,
    );
    expect(diagnostics).toEqual<Diagnostic[]>([
      {
        severity: "error",
        message:
          'cyber system "EMS" (cs_3) at control center "Main Control Center" (cc_1) is declared by two documents, here and at by-id.yaml:1:15; merge them into one document',
        location: at("by-name.yaml", 1, 15),
        related: [at("by-id.yaml", 1, 15)],
      },
    ]);
    expect(resolved.map((entry) => entry.document.location.file)).toEqual(["by-id.yaml"]);
  });

  it("resolves the other documents when one fails", () => {
    const { resolved, diagnostics } = resolveInventory(
      [
        inventoryDocument({ file: "bad.yaml", cyberSystem: "Nope" }),
        inventoryDocument({ file: "good.yaml", cyberSystem: "EMS" }),
      ],
      live,
    );
    expect(diagnostics).toHaveLength(1);
    expect(resolved.map((entry) => entry.system.id)).toEqual(["cs_3"]);
  });
});

describe("resolveInventory: many names the service does not hold", () => {
  const known: DocumentSpec = { cyberSystem: "EMS" };
  const unknownSystem: DocumentSpec = { cyberSystem: "Plant DCS" };
  const unknownFacility: DocumentSpec = { cyberSystem: "Protection System", facility: "Plant 9" };
  const ambiguousName: DocumentSpec = { cyberSystem: "Protection System" };
  const hint = (unknown: number, documents: number) =>
    `${unknown} of ${documents} documents name a cyber system, facility or control center the service does not hold: if the files are right, the API key may belong to another organization than the one they describe (a key reads and writes only its own organization's inventory); check which organization issued the key, or run \`cip-sync import --out DIR\` with it to see what it reads`;

  it.each<[string, DocumentSpec[], string | undefined]>([
    ["one unknown system: a typo, no hint", [unknownSystem, known], undefined],
    ["two of two unknown: still no hint", [unknownSystem, unknownFacility], undefined],
    ["three of three unknown", [unknownSystem, unknownFacility, unknownSystem], hint(3, 3)],
    [
      "three of six unknown (half)",
      [unknownSystem, unknownFacility, unknownSystem, known, known, known],
      hint(3, 6),
    ],
    [
      "three of seven unknown (under half)",
      [unknownSystem, unknownFacility, unknownSystem, known, known, known, known],
      undefined,
    ],
    [
      "ambiguous names are not unknown ones",
      [ambiguousName, ambiguousName, ambiguousName],
      undefined,
    ],
  ])("%s", (_case, specs, expected) => {
    const documents = specs.map((spec, index) =>
      inventoryDocument({ file: `d${index}.yaml`, ...spec }),
    );
    const { diagnostics } = resolveInventory(documents, live);
    const hints = diagnostics.filter((diagnostic) => diagnostic.location === undefined);
    expect(hints).toEqual(
      expected === undefined ? [] : [{ severity: "warning", message: expected }],
    );
  });
});
