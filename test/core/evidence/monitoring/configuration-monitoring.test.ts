// The collector's file (CIP-010 R2.1) against its schema, the one normalisation of an R1.1 item and
// its digest, and the comparison of what devices showed with the inventory's baselines: a match,
// each item changed, an item not observed, an asset whose baseline is kept elsewhere or absent.
import { describe, expect, it } from "vitest";
import {
  type ConfigurationMonitoringInput,
  configurationMonitoringInputSchema,
  configurationMonitoringJsonSchema,
  jsonPointer,
  type ObservedItems,
  observedDigest,
  parseCollectorFile,
} from "../../../../src/core/evidence/monitoring/configuration-monitoring.ts";
import { errorMessage } from "../../../../src/core/shared/errors.ts";
import { canonicalJson, sha256Hex } from "../../../../src/core/shared/sha256.ts";
import {
  itemDigest,
  normalizeItem,
} from "../../../../src/core/evidence/records/configuration-monitoring-model.ts";
import {
  BASELINE_ITEMS,
  type BaselineItem,
} from "../../../../src/core/inventory/document/baseline-items.ts";
import {
  assetIdsOf,
  compareMonitoring,
  declaredBaselines,
  monitoringDraft,
} from "../../../../src/core/evidence/monitoring/configuration-monitoring-record.ts";
import { operatorText } from "../../../../src/core/evidence/records/break-glass.ts";
import {
  type CliFacts,
  operatorContext,
} from "../../../../src/core/evidence/records/cli-change-context.ts";
import { evidenceRecordSchema } from "../../../../src/core/evidence/records/evidence-schema.ts";
import { parseInventoryText } from "../../../../src/core/inventory/document/parse-inventory.ts";
import { baselineDigest } from "../../../../src/core/inventory/document/baseline-reader.ts";

const INVENTORY = `cyber_system: EMS
impact: high
baselines:
  rtu:
    os_firmware: [{ name: RTOS, version: "4.2" }]
    software:
      - { name: agent, version: "1.0" }
    custom_software: [tool.sh]
    ports:
      - { port: 502, protocol: tcp, justification: Modbus }
      - { port: 22, protocol: tcp, justification: SSH }
    patches: [KB1, KB2]
assets:
  rtu-01:
    type: hardware
    baseline: rtu
  hmi-01:
    type: hardware
    baseline_ref: { uri: "https://vault.example/hmi", sha256: "${"a".repeat(64)}" }
  eacms-01:
    type: hardware
    class: EACMS
`;

/** What rtu-01's device shows when it matches its baseline (entries in another order). */
const MATCHING = {
  os_firmware: [{ name: "RTOS", version: "4.2" }],
  software: [{ name: "agent", version: "1.0" }],
  custom_software: ["tool.sh"],
  ports: [
    { port: 22, protocol: "tcp" as const, service: "sshd" },
    { port: 502, protocol: "tcp" as const },
  ],
  patches: ["KB2", "KB1"],
};

function input(
  observed: ConfigurationMonitoringInput["assets"][number]["observed"],
  name = "rtu-01",
): ConfigurationMonitoringInput {
  return {
    format_version: 1,
    workspace: "grid-east",
    observed_at: "2026-11-20T10:00:00Z",
    collector: { name: "example-collector", version: "0.1.0" },
    assets: [{ cyber_system: "EMS", name, observed }],
  };
}

function declared() {
  const parsed = parseInventoryText(INVENTORY, "inventory/ems.yaml");
  expect(parsed.diagnostics).toEqual([]);
  return declaredBaselines(parsed.documents);
}

/** Declared baselines as nested entries: toStrictEqual tells a key set to undefined from none only outside a Map. */
function plain(baselines: ReadonlyMap<string, ReadonlyMap<string, unknown>>) {
  return [...baselines].map(([system, assets]) => [system, [...assets]]);
}

const FACTS = { commit: "c".repeat(40), inputSha256: "d".repeat(64) };

function compare(file: ConfigurationMonitoringInput) {
  const result = compareMonitoring(file, declared(), FACTS);
  if (!("evidence" in result)) throw new Error(JSON.stringify(result.undeclared));
  return result.evidence;
}

describe("the collector file's schema", () => {
  it("accepts content, digests, port ranges and investigations", () => {
    const file = {
      ...input({
        ...MATCHING,
        ports: [{ port: "49152-65535", protocol: "udp" }],
        patches: { digest: `sha256:${"0".repeat(64)}` },
      }),
      investigations: [
        {
          cyber_system: "EMS",
          name: "rtu-01",
          item: "ports",
          detected_in: 4,
          reference: "INC-1",
        },
      ],
    };
    expect(configurationMonitoringInputSchema.safeParse(file).success).toBe(true);
  });

  it.each([
    ["no collector", { collector: undefined }, "/collector"],
    [
      "an unknown item",
      { assets: [{ cyber_system: "EMS", name: "a", observed: { bios: [] } }] },
      "/assets/0/observed",
    ],
    [
      "a port out of range",
      {
        assets: [
          {
            cyber_system: "EMS",
            name: "a",
            observed: { ports: [{ port: 70000, protocol: "tcp" }] },
          },
        ],
      },
      "/assets/0/observed/ports",
    ],
    [
      "a backwards range",
      {
        assets: [
          {
            cyber_system: "EMS",
            name: "a",
            observed: { ports: [{ port: "9-1", protocol: "tcp" }] },
          },
        ],
      },
      "/assets/0/observed/ports",
    ],
    [
      "a digest without its prefix",
      {
        assets: [
          { cyber_system: "EMS", name: "a", observed: { patches: { digest: "0".repeat(64) } } },
        ],
      },
      "/assets/0/observed/patches",
    ],
    ["an observed_at without a zone", { observed_at: "2026-11-20 10:00" }, "/observed_at"],
    ["no asset", { assets: [] }, "/assets"],
  ])("refuses %s, at its JSON pointer", (_, change, pointer) => {
    const parsed = configurationMonitoringInputSchema.safeParse({ ...input(MATCHING), ...change });
    expect(parsed.success).toBe(false);
    const pointers = parsed.error!.issues.map((issue) => jsonPointer(issue.path));
    expect(pointers.some((found) => found.startsWith(pointer))).toBe(true);
  });
});

describe("one normalisation per item", () => {
  it("sorts entries, keeps a port's port and protocol, reads a digits port as a number", () => {
    expect(
      normalizeItem("ports", [
        { port: "502", protocol: "TCP", justification: "Modbus" },
        { port: "1-9", protocol: "udp", service: "x" },
      ]),
    ).toEqual([
      { port: "1-9", protocol: "udp" },
      { port: 502, protocol: "tcp" },
    ]);
    expect(itemDigest("patches", ["b", "a"])).toBe(itemDigest("patches", ["a", "b"]));
    expect(itemDigest("patches", ["a"])).not.toBe(itemDigest("patches", ["a", "b"]));
  });
});

describe("the normalisation of each item, whole", () => {
  it.each<[BaselineItem, unknown, unknown[]]>([
    [
      "software",
      [{ name: "b", version: "2" }, { name: "a" }, { name: "a", version: null }, "x", null],
      [
        { name: "a", version: "" },
        { name: "a", version: "" },
        { name: "b", version: "2" },
        { name: "undefined", version: "" },
        { name: "undefined", version: "" },
      ],
    ],
    ["os_firmware", [{ name: "RTOS", version: 4, vendor: "x" }], [{ name: "RTOS", version: "4" }]],
    [
      "ports",
      [
        { port: "0443", protocol: "TCP", service: "https" },
        { port: "1-9", protocol: "Udp" },
        { port: 22, protocol: "tcp" },
        { port: " 5", protocol: "tcp" },
      ],
      [
        { port: " 5", protocol: "tcp" },
        { port: "1-9", protocol: "udp" },
        { port: 22, protocol: "tcp" },
        { port: 443, protocol: "tcp" },
      ],
    ],
    // Not an object: no name is read from it, not even a function's own.
    ["software", [String], [{ name: "undefined", version: "" }]],
    ["patches", ["KB2", 10, "KB1"], ["10", "KB1", "KB2"]],
    [
      "custom_software",
      ["é.sh", "z.sh", "\u{1F600}.sh", "\uFF5E.sh"],
      ["z.sh", "é.sh", "\uFF5E.sh", "\u{1F600}.sh"],
    ],
    ["patches", { digest: "sha256:x" }, []],
    ["ports", undefined, []],
  ])("normalises %s %j", (item, value, normalised) => {
    expect(normalizeItem(item, value)).toStrictEqual(normalised);
  });

  it("digests an item as sha256: over the canonical JSON of its normalised entries", () => {
    expect(itemDigest("patches", ["KB2", "KB1"])).toBe(
      `sha256:${sha256Hex(canonicalJson(["KB1", "KB2"]))}`,
    );
  });
});

describe("comparing what a device showed with its baseline", () => {
  it("matches an asset whose five items equal the shared baseline, and keeps no content", () => {
    const evidence = compare(input(MATCHING));
    const [asset] = evidence.assets;
    expect(asset).toMatchObject({
      declared_from: "inventory",
      impact: "high",
      complete: true,
      matches: true,
    });
    for (const item of BASELINE_ITEMS) {
      expect(asset!.items[item].matches).toBe(true);
      expect(asset!.items[item].observed).toMatch(/^sha256:[0-9a-f]{64}$/);
    }
    expect(evidence.unauthorized_changes).toEqual([]);
    expect(JSON.stringify(evidence)).not.toContain("KB1");
  });

  const changed: Record<BaselineItem, Partial<typeof MATCHING>> = {
    os_firmware: { os_firmware: [{ name: "RTOS", version: "4.3" }] },
    software: { software: [{ name: "agent", version: "1.1" }] },
    custom_software: { custom_software: ["script.py"] },
    ports: { ports: [{ port: 23, protocol: "tcp" }] },
    patches: { patches: ["KB1"] },
  };
  // What each change is, entry by entry, normalised (issue 64, item 5: not only two digests).
  const entries: Record<BaselineItem, { added: unknown[]; removed: unknown[] }> = {
    os_firmware: {
      added: [{ name: "RTOS", version: "4.3" }],
      removed: [{ name: "RTOS", version: "4.2" }],
    },
    software: {
      added: [{ name: "agent", version: "1.1" }],
      removed: [{ name: "agent", version: "1.0" }],
    },
    custom_software: { added: ["script.py"], removed: ["tool.sh"] },
    ports: {
      added: [{ port: 23, protocol: "tcp" }],
      removed: [
        { port: 22, protocol: "tcp" },
        { port: 502, protocol: "tcp" },
      ],
    },
    patches: { added: [], removed: ["KB2"] },
  };
  it.each(BASELINE_ITEMS)("lists a changed %s as an unauthorized change", (item) => {
    const evidence = compare(input({ ...MATCHING, ...changed[item] }));
    const [asset] = evidence.assets;
    expect(asset).toMatchObject({ complete: true, matches: false });
    expect(BASELINE_ITEMS.filter((other) => asset!.items[other].matches === false)).toEqual([item]);
    expect(evidence.unauthorized_changes).toEqual([
      {
        cyber_system: "EMS",
        name: "rtu-01",
        item,
        observed: asset!.items[item].observed,
        declared: asset!.items[item].declared,
        ...entries[item],
      },
    ]);
  });

  it("keeps no entries of an item the collector gave as a digest only: it cannot say them", () => {
    const digest = `sha256:${"e".repeat(64)}`;
    const evidence = compare(input({ ...MATCHING, ports: { digest } } as never));
    expect(evidence.unauthorized_changes).toStrictEqual([
      {
        cyber_system: "EMS",
        name: "rtu-01",
        item: "ports",
        observed: digest,
        declared: evidence.assets[0]!.items.ports.declared,
      },
    ]);
  });

  it("leaves an item not observed uncompared: the asset is not complete", () => {
    const rest: Partial<typeof MATCHING> = { ...MATCHING };
    delete rest.patches;
    const [asset] = compare(input(rest)).assets;
    expect(asset!.items.patches).toEqual({
      observed: null,
      declared: itemDigest("patches", ["KB1", "KB2"]),
      matches: null,
    });
    expect(asset).toMatchObject({ complete: false, matches: null });
  });

  it("compares a digest the collector gave with the declared one", () => {
    const [asset] = compare(
      input({ ...MATCHING, patches: { digest: itemDigest("patches", ["KB1", "KB2"]) } }),
    ).assets;
    expect(asset!.items.patches.matches).toBe(true);
  });

  it.each([
    ["hmi-01", "baseline_ref", "kept elsewhere: not compared by the tool"],
    ["eacms-01", "none", "no baseline declared in the inventory: not compared"],
  ])("does not compare %s (%s)", (name, from, note) => {
    const evidence = compare(input(MATCHING, name));
    const [asset] = evidence.assets;
    expect(asset).toMatchObject({ declared_from: from, note, complete: false, matches: null });
    for (const item of BASELINE_ITEMS)
      expect(asset!.items[item]).toMatchObject({ declared: null, matches: null });
    expect(evidence.unauthorized_changes).toEqual([]);
  });

  it.each([
    ["a".repeat(64), true],
    ["b".repeat(64), false],
  ])(
    "checks a referenced baseline the collector fetched (%s) against the SHA-256 its baseline_ref states",
    (fetched, matches) => {
      const file = input(MATCHING, "hmi-01");
      file.assets[0]!.baseline_ref_sha256 = fetched;
      const [asset] = compare(file).assets;
      expect(asset?.baseline_ref).toEqual({
        // The ledger's digest of the reference, as change records carry it.
        digest: baselineDigest("ref", { uri: "https://vault.example/hmi", sha256: "a".repeat(64) }),
        declared_sha256: "a".repeat(64),
        fetched_sha256: fetched,
        matches,
      });
    },
  );

  it.each([
    ["rtu-01", "its baseline is written in the inventory"],
    ["eacms-01", "it declares no baseline"],
  ])("refuses a fetched baseline_ref digest for %s, which has no baseline_ref", (name, why) => {
    const file = input(MATCHING, name);
    file.assets[0]!.baseline_ref_sha256 = "a".repeat(64);
    expect(compareMonitoring(file, declared(), FACTS)).toEqual({
      undeclared: [
        {
          pointer: "/assets/0/baseline_ref_sha256",
          message: `the inventory declares no baseline_ref for asset "${name}" in cyber system "EMS" (${why}): leave baseline_ref_sha256 out`,
        },
      ],
    });
  });

  it("names an asset the inventory does not declare, with the name it may have meant", () => {
    const result = compareMonitoring(input(MATCHING, "rtu-1"), declared(), FACTS);
    expect(result).toEqual({
      undeclared: [
        {
          pointer: "/assets/0/name",
          message: expect.stringContaining('no asset "rtu-1" in cyber system "EMS"'),
        },
      ],
    });
    expect("undeclared" in result && result.undeclared[0]?.message).toContain(
      'did you mean "rtu-01"?',
    );
  });

  it.each([
    ["rtu-01", "BCA"],
    ["eacms-01", "EACMS"],
  ])("records %s's class as the inventory declares it (none written: BCA)", (name, expected) => {
    expect(compare(input(MATCHING, name)).assets[0]?.class).toBe(expected);
  });
});

describe("the asset ids the service holds", () => {
  /** The service's inventory: EMS's rtu-01, and hmi-01 still under the name it is renamed from. */
  const ids = assetIdsOf(
    [{ id: "cs_ems", name: "EMS" }],
    [
      { id: "ca_1", name: "RTU-01", cyber_system_id: "cs_ems" },
      { id: "ca_2", name: "hmi-old", cyber_system_id: "cs_ems" },
      { id: "ca_9", name: "elsewhere", cyber_system_id: "cs_other" },
    ],
  );
  const inventory = INVENTORY.replace(
    "  hmi-01:\n    type: hardware\n",
    "  hmi-01:\n    type: hardware\n    renamed_from: hmi-old\n",
  );
  const withIds = (file: ConfigurationMonitoringInput) => {
    const parsed = parseInventoryText(inventory, "inventory/ems.yaml");
    expect(parsed.diagnostics).toEqual([]);
    return compareMonitoring(file, declaredBaselines(parsed.documents, ids), FACTS);
  };

  it.each([
    ["rtu-01", undefined, "ca_1"],
    ["hmi-01", undefined, "ca_2"],
    ["eacms-01", undefined, undefined],
    ["eacms-01", "ca_5", "ca_5"],
    ["rtu-01", "ca_1", "ca_1"],
  ])(
    "records %s (the collector's asset_id %s) as %s: the service's id, else the collector's",
    (name, given, expected) => {
      const file = input(MATCHING, name);
      if (given !== undefined) file.assets[0]!.asset_id = given;
      const result = withIds(file);
      expect("evidence" in result && result.evidence.assets[0]?.asset_id).toBe(expected);
    },
  );

  it("names no ids in two of the workspace's systems of one name: the file names systems by name", () => {
    const twice = assetIdsOf(
      [
        { id: "cs_a", name: "EMS" },
        { id: "cs_b", name: "ems" },
      ],
      [{ id: "ca_1", name: "rtu-01", cyber_system_id: "cs_a" }],
    );
    expect(twice).toEqual(new Map());
  });

  it("refuses a collector's asset_id the service holds another asset by", () => {
    const file = input(MATCHING);
    file.assets[0]!.asset_id = "ca_2";
    expect(withIds(file)).toEqual({
      undeclared: [
        {
          pointer: "/assets/0/asset_id",
          message:
            'the service holds asset "rtu-01" in cyber system "EMS" as "ca_1", not "ca_2": write "ca_1", or leave asset_id out',
        },
      ],
    });
  });

  it("names an unauthorized change and an investigation by the asset's id", () => {
    const file: ConfigurationMonitoringInput = {
      ...input({ ...MATCHING, patches: ["KB9"] }),
      investigations: [
        { cyber_system: "EMS", name: "rtu-01", item: "ports", detected_in: 3, reference: "INC-1" },
        { cyber_system: "EMS", name: "gone", item: "ports", detected_in: 3, reference: "INC-2" },
      ],
    };
    const result = withIds(file);
    if (!("evidence" in result)) throw new Error(JSON.stringify(result.undeclared));
    expect(result.evidence.unauthorized_changes).toMatchObject([
      { cyber_system: "EMS", name: "rtu-01", asset_id: "ca_1", item: "patches" },
    ]);
    expect(result.evidence.investigations).toStrictEqual([
      {
        cyber_system: "EMS",
        name: "rtu-01",
        asset_id: "ca_1",
        item: "ports",
        detected_in: 3,
        reference: "INC-1",
      },
      { cyber_system: "EMS", name: "gone", item: "ports", detected_in: 3, reference: "INC-2" },
    ]);
  });
});

describe("the record", () => {
  it("makes a body the evidence record schema accepts, and still one without class", () => {
    const record = {
      format_version: 1,
      workspace: "grid-east",
      sequence: 1,
      previous_sha256: null,
      recorded_at: "2026-11-20T10:05:00.000Z",
      tool_version: "0.0.0",
      origin: "cli",
      run: { repository: "r", run_id: "cli-abc", run_attempt: 1, actor: "Dana" },
      kind: "configuration-monitoring",
      configuration_monitoring: compare(input(MATCHING)),
    };
    expect(evidenceRecordSchema.safeParse(record).error).toBeUndefined();
    const old = structuredClone(record);
    for (const asset of old.configuration_monitoring.assets) delete asset.class;
    expect(evidenceRecordSchema.safeParse(old).error).toBeUndefined();
  });
});

describe("who appended a collector's file, as the record's actor", () => {
  it.each<[string, CliFacts, string | undefined]>([
    [
      "name, e-mail and OS user",
      { gitName: "Dana", gitEmail: "dana@example.com", osUser: "dana" },
      "Dana <dana@example.com>, OS user dana",
    ],
    [
      "name and e-mail",
      { gitName: "Dana", gitEmail: "dana@example.com" },
      "Dana <dana@example.com>",
    ],
    ["the name alone", { gitName: "Dana" }, "Dana"],
    ["the e-mail alone", { gitEmail: "dana@example.com" }, "dana@example.com"],
    [
      "the e-mail and OS user",
      { gitEmail: "dana@example.com", osUser: "dana" },
      "dana@example.com, OS user dana",
    ],
    ["the OS user alone", { osUser: "dana" }, "OS user dana"],
    ["nothing", { host: "ws-1", repository: "r" }, undefined],
  ])("names %s", (_, facts, expected) => {
    expect(operatorText(operatorContext(facts))).toBe(expected);
  });
});

describe("the ledger's draft of a collector's file", () => {
  it("is a cli configuration-monitoring record whose run id is the file's SHA-256, its first 20 digits", () => {
    const evidence = compare(input(MATCHING));
    expect(
      monitoringDraft(evidence, "grid-east", "1.2.3", {
        repository: "https://git.example/inventory",
        actor: "Dana",
      }),
    ).toStrictEqual({
      format_version: 1,
      workspace: "grid-east",
      tool_version: "1.2.3",
      origin: "cli",
      run: {
        repository: "https://git.example/inventory",
        run_id: `cli-${"d".repeat(20)}`,
        run_attempt: 1,
        actor: "Dana",
      },
      kind: "configuration-monitoring",
      configuration_monitoring: evidence,
    });
  });

  it("tells two files apart by their bytes' SHA-256 only within its first 20 digits", () => {
    const evidence = {
      ...compare(input(MATCHING)),
      input_sha256: `0123456789abcdef0123${"f".repeat(44)}`,
    };
    const draft = monitoringDraft(evidence, "w", "v", { repository: "r", actor: "a" });
    expect(draft.run.run_id).toBe("cli-0123456789abcdef0123");
  });
});

describe("the ids of a service's assets, by system name then asset name", () => {
  it("keys each by its system's and its own name key, and leaves out the assets of other systems", () => {
    expect(
      assetIdsOf(
        [
          { id: "cs_ems", name: "EMS" },
          { id: "cs_scada", name: "Scada" },
        ],
        [
          { id: "ca_1", name: "RTU-01", cyber_system_id: "cs_ems" },
          { id: "ca_2", name: "hmi-01", cyber_system_id: "cs_ems" },
          { id: "ca_3", name: "FEP", cyber_system_id: "cs_scada" },
          { id: "ca_9", name: "elsewhere", cyber_system_id: "cs_other" },
        ],
      ),
    ).toEqual(
      new Map([
        [
          "ems",
          new Map([
            ["rtu-01", "ca_1"],
            ["hmi-01", "ca_2"],
          ]),
        ],
        ["scada", new Map([["fep", "ca_3"]])],
      ]),
    );
  });

  it("keeps the systems of one name apart from the others", () => {
    expect(
      assetIdsOf(
        [
          { id: "cs_a", name: "EMS" },
          { id: "cs_b", name: "ems" },
          { id: "cs_c", name: "Scada" },
        ],
        [
          { id: "ca_1", name: "rtu-01", cyber_system_id: "cs_a" },
          { id: "ca_2", name: "rtu-02", cyber_system_id: "cs_b" },
          { id: "ca_3", name: "fep", cyber_system_id: "cs_c" },
        ],
      ),
    ).toEqual(new Map([["scada", new Map([["fep", "ca_3"]])]]));
  });
});

describe("what the inventory declares of each asset at the record's commit", () => {
  const parse = (text: string) => {
    const parsed = parseInventoryText(text, "inventory/x.yaml");
    expect(parsed.diagnostics).toEqual([]);
    return parsed.documents;
  };
  const RTU_CONTENT = {
    os_firmware: [{ name: "RTOS", version: "4.2" }],
    software: [{ name: "agent", version: "1.0" }],
    custom_software: ["tool.sh"],
    ports: [
      { port: 502, protocol: "tcp", justification: "Modbus" },
      { port: 22, protocol: "tcp", justification: "SSH" },
    ],
    patches: ["KB1", "KB2"],
  };
  const HMI_REF = {
    kind: "ref",
    digest: baselineDigest("ref", { uri: "https://vault.example/hmi", sha256: "a".repeat(64) }),
    sha256: "a".repeat(64),
  };

  it("reads each asset's impact, class and baseline: its content, or how it is kept", () => {
    expect(plain(declaredBaselines(parse(INVENTORY)))).toStrictEqual(
      plain(
        new Map([
          [
            "EMS",
            new Map([
              [
                "rtu-01",
                {
                  impact: "high",
                  class: "BCA",
                  baseline: { kind: "content", content: RTU_CONTENT },
                },
              ],
              ["hmi-01", { impact: "high", class: "BCA", baseline: HMI_REF }],
              ["eacms-01", { impact: "high", class: "EACMS", baseline: undefined }],
            ]),
          ],
        ]),
      ),
    );
  });

  it("keeps two documents of one cyber system together, and a system without impact without one", () => {
    const documents = parse(
      "cyber_system: EMS\nassets:\n  a-1:\n    type: hardware\n---\ncyber_system: EMS\nassets:\n  b-1:\n    type: software\n---\ncyber_system: Scada\nassets:\n  c-1:\n    type: hardware\n",
    );
    expect(plain(declaredBaselines(documents))).toStrictEqual(
      plain(
        new Map([
          [
            "EMS",
            new Map([
              ["a-1", { class: "BCA", baseline: undefined }],
              ["b-1", { class: "BCA", baseline: undefined }],
            ]),
          ],
          ["Scada", new Map([["c-1", { class: "BCA", baseline: undefined }]])],
        ]),
      ),
    );
  });

  it("names each asset by the service's id: by its name, else the name it is renamed from", () => {
    const documents = parse(
      "cyber_system: EMS\nassets:\n  RTU-01:\n    type: hardware\n  hmi-02:\n    type: hardware\n    renamed_from: hmi-old\n  new-1:\n    type: hardware\n  new-2:\n    type: hardware\n    renamed_from: never-held\n",
    );
    const ids = new Map([
      [
        "ems",
        new Map([
          ["rtu-01", "ca_1"],
          ["hmi-old", "ca_2"],
        ]),
      ],
    ]);
    expect(plain(declaredBaselines(documents, ids))).toStrictEqual(
      plain(
        new Map([
          [
            "EMS",
            new Map([
              ["RTU-01", { asset_id: "ca_1", class: "BCA", baseline: undefined }],
              ["hmi-02", { asset_id: "ca_2", class: "BCA", baseline: undefined }],
              ["new-1", { class: "BCA", baseline: undefined }],
              ["new-2", { class: "BCA", baseline: undefined }],
            ]),
          ],
        ]),
      ),
    );
  });

  it("does not compare with a baseline written as content whose content is not at hand", () => {
    const [document] = parse("cyber_system: EMS\nassets:\n  a-1:\n    type: hardware\n");
    const asset = {
      ...document!.assets[0]!,
      baseline: { kind: "content" as const, digest: "sha256:x" },
    };
    expect(plain(declaredBaselines([{ ...document!, assets: [asset] }]))).toStrictEqual(
      plain(
        new Map([
          [
            "EMS",
            new Map([
              ["a-1", { class: "BCA", baseline: { kind: "ref", digest: "sha256:x", sha256: "" } }],
            ]),
          ],
        ]),
      ),
    );
  });
});

describe("the whole record's body", () => {
  const digestOf = (item: BaselineItem, value: unknown) => itemDigest(item, value);
  const DECLARED = {
    os_firmware: digestOf("os_firmware", MATCHING.os_firmware),
    software: digestOf("software", MATCHING.software),
    custom_software: digestOf("custom_software", MATCHING.custom_software),
    ports: digestOf("ports", MATCHING.ports),
    patches: digestOf("patches", MATCHING.patches),
  };
  const NOT_COMPARED = (observed: Record<BaselineItem, string>) =>
    Object.fromEntries(
      BASELINE_ITEMS.map((item) => [
        item,
        { observed: observed[item], declared: null, matches: null },
      ]),
    );

  it("lists every asset observed, each item's two digests, and each difference as an unauthorized change", () => {
    const file: ConfigurationMonitoringInput = {
      ...input(MATCHING),
      assets: [
        {
          cyber_system: "EMS",
          name: "rtu-01",
          asset_id: "ca_7",
          observed: {
            ...MATCHING,
            software: [{ name: "agent", version: "2.0" }],
            patches: undefined,
          },
        },
        {
          cyber_system: "EMS",
          name: "hmi-01",
          observed: MATCHING,
          baseline_ref_sha256: "b".repeat(64),
        },
        {
          cyber_system: "EMS",
          name: "eacms-01",
          observed: { ports: { digest: `sha256:${"e".repeat(64)}` } },
        },
      ],
      investigations: [
        {
          cyber_system: "EMS",
          name: "rtu-01",
          item: "software",
          detected_in: 2,
          reference: "INC-9",
        },
      ],
    };
    const changed = digestOf("software", [{ name: "agent", version: "2.0" }]);
    expect(compareMonitoring(file, declared(), FACTS)).toStrictEqual({
      evidence: {
        commit: "c".repeat(40),
        observed_at: "2026-11-20T10:00:00Z",
        collector: { name: "example-collector", version: "0.1.0" },
        input_sha256: "d".repeat(64),
        assets: [
          {
            cyber_system: "EMS",
            name: "rtu-01",
            asset_id: "ca_7",
            impact: "high",
            class: "BCA",
            declared_from: "inventory",
            items: {
              os_firmware: {
                observed: DECLARED.os_firmware,
                declared: DECLARED.os_firmware,
                matches: true,
              },
              software: { observed: changed, declared: DECLARED.software, matches: false },
              custom_software: {
                observed: DECLARED.custom_software,
                declared: DECLARED.custom_software,
                matches: true,
              },
              ports: { observed: DECLARED.ports, declared: DECLARED.ports, matches: true },
              patches: { observed: null, declared: DECLARED.patches, matches: null },
            },
            complete: false,
            matches: false,
          },
          {
            cyber_system: "EMS",
            name: "hmi-01",
            impact: "high",
            class: "BCA",
            declared_from: "baseline_ref",
            note: "kept elsewhere: not compared by the tool",
            items: NOT_COMPARED(DECLARED),
            complete: false,
            matches: null,
            baseline_ref: {
              digest: baselineDigest("ref", {
                uri: "https://vault.example/hmi",
                sha256: "a".repeat(64),
              }),
              declared_sha256: "a".repeat(64),
              fetched_sha256: "b".repeat(64),
              matches: false,
            },
          },
          {
            cyber_system: "EMS",
            name: "eacms-01",
            impact: "high",
            class: "EACMS",
            declared_from: "none",
            note: "no baseline declared in the inventory: not compared",
            items: {
              os_firmware: { observed: null, declared: null, matches: null },
              software: { observed: null, declared: null, matches: null },
              custom_software: { observed: null, declared: null, matches: null },
              ports: { observed: `sha256:${"e".repeat(64)}`, declared: null, matches: null },
              patches: { observed: null, declared: null, matches: null },
            },
            complete: false,
            matches: null,
          },
        ],
        unauthorized_changes: [
          {
            cyber_system: "EMS",
            name: "rtu-01",
            asset_id: "ca_7",
            item: "software",
            observed: changed,
            declared: DECLARED.software,
            added: [{ name: "agent", version: "2.0" }],
            removed: [{ name: "agent", version: "1.0" }],
          },
        ],
        investigations: [
          {
            cyber_system: "EMS",
            name: "rtu-01",
            item: "software",
            detected_in: 2,
            reference: "INC-9",
          },
        ],
      },
    });
  });

  it("lists each changed item of each asset, in the order of the file's assets and of R1.1's items", () => {
    const inventory = INVENTORY.replace(
      "  hmi-01:\n",
      "  rtu-02:\n    type: hardware\n    baseline: rtu\n  hmi-01:\n",
    );
    const parsed = parseInventoryText(inventory, "inventory/ems.yaml");
    expect(parsed.diagnostics).toEqual([]);
    const observed = {
      ...MATCHING,
      os_firmware: [{ name: "RTOS", version: "5" }],
      patches: ["KB3"],
    };
    const file: ConfigurationMonitoringInput = {
      ...input(observed, "rtu-02"),
      assets: [
        { cyber_system: "EMS", name: "rtu-02", observed },
        { cyber_system: "EMS", name: "rtu-01", observed: { ...MATCHING, ports: [] } },
      ],
    };
    const result = compareMonitoring(file, declaredBaselines(parsed.documents), FACTS);
    if (!("evidence" in result)) throw new Error(JSON.stringify(result.undeclared));
    expect(result.evidence.unauthorized_changes).toStrictEqual([
      {
        cyber_system: "EMS",
        name: "rtu-02",
        item: "os_firmware",
        observed: digestOf("os_firmware", observed.os_firmware),
        declared: DECLARED.os_firmware,
        added: [{ name: "RTOS", version: "5" }],
        removed: [{ name: "RTOS", version: "4.2" }],
      },
      {
        cyber_system: "EMS",
        name: "rtu-02",
        item: "patches",
        observed: digestOf("patches", ["KB3"]),
        declared: DECLARED.patches,
        added: ["KB3"],
        removed: ["KB1", "KB2"],
      },
      {
        cyber_system: "EMS",
        name: "rtu-01",
        item: "ports",
        observed: digestOf("ports", []),
        declared: DECLARED.ports,
        added: [],
        removed: [
          { port: 22, protocol: "tcp" },
          { port: 502, protocol: "tcp" },
        ],
      },
    ]);
    expect(
      result.evidence.assets.map((asset) => [asset.name, asset.complete, asset.matches]),
    ).toEqual([
      ["rtu-02", true, false],
      ["rtu-01", true, false],
    ]);
  });
});

describe("an asset of the file the inventory does not declare", () => {
  const asset = (cyber_system: string, name: string) => ({
    cyber_system,
    name,
    observed: MATCHING,
  });
  it.each([
    [
      "a system of another spelling",
      asset("EMX", "rtu-01"),
      "/assets/0/cyber_system",
      'the inventory declares no cyber system "EMX": write the cyber_system of its inventory document (did you mean "EMS"?)',
    ],
    [
      "a system of no close name",
      asset("Substation-North", "rtu-01"),
      "/assets/0/cyber_system",
      'the inventory declares no cyber system "Substation-North": write the cyber_system of its inventory document',
    ],
    [
      "an asset of another spelling",
      asset("EMS", "rtu-1"),
      "/assets/0/name",
      `the inventory declares no asset "rtu-1" in cyber system "EMS": write the asset's name as the inventory names it (did you mean "rtu-01"?), or declare the asset first`,
    ],
    [
      "an asset of no close name",
      asset("EMS", "historian-west"),
      "/assets/0/name",
      `the inventory declares no asset "historian-west" in cyber system "EMS": write the asset's name as the inventory names it, or declare the asset first`,
    ],
  ])("names %s at its pointer, with what to write", (_, written, pointer, message) => {
    expect(compareMonitoring({ ...input(MATCHING), assets: [written] }, declared(), FACTS)).toEqual(
      {
        undeclared: [{ pointer, message }],
      },
    );
  });

  it("names every such asset, by its index, and records nothing of the others", () => {
    const file = {
      ...input(MATCHING),
      assets: [
        asset("EMS", "rtu-01"),
        asset("EMS", "gone-1"),
        asset("EMS", "hmi-01"),
        asset("Nope", "x"),
      ],
    };
    const result = compareMonitoring(file, declared(), FACTS);
    expect("undeclared" in result && result.undeclared.map(({ pointer }) => pointer)).toEqual([
      "/assets/1/name",
      "/assets/3/cyber_system",
    ]);
  });
});

describe("a collector's file read from its text", () => {
  const FILE = {
    format_version: 1,
    workspace: "grid-east",
    observed_at: "2026-11-20T10:00:00Z",
    collector: { name: "c", version: "1" },
    assets: [{ cyber_system: "EMS", name: "a", observed: {} }],
  };
  const observing = (observed: unknown) => ({
    ...FILE,
    assets: [{ cyber_system: "EMS", name: "a", observed }],
  });
  const PORT_HINT = 'write a number from 0 to 65535 or a range such as "49152-65535"';
  const RANGE = "must be a range of ports from 0 to 65535, its first port not after its last";

  it.each([
    ["the whole range", "0-65535"],
    ["a range of one port", "5-5"],
  ])("reads %s of ports", (_, port) => {
    const file = observing({ ports: [{ port, protocol: "tcp" }] });
    expect(parseCollectorFile(JSON.stringify(file))).toEqual({ input: file });
  });

  it.each<[string, unknown, string[]]>([
    ["an array", [], ["at /: Invalid input: expected object, received array"]],
    [
      "unknown keys",
      { ...FILE, extra: 1, more: 2 },
      [
        'at /: unknown key(s) "extra", "more"; remove them (see schemas/configuration-monitoring.schema.json)',
      ],
    ],
    [
      "an unknown item",
      observing({ bios: [] }),
      [
        'at /assets/0/observed: unknown key(s) "bios"; remove them (see schemas/configuration-monitoring.schema.json)',
      ],
    ],
    [
      "another format",
      { ...FILE, format_version: 2 },
      ["at /format_version: Invalid input: expected 1; write 1"],
    ],
    [
      "a backwards range",
      observing({ ports: [{ port: "9-1", protocol: "tcp" }] }),
      [`at /assets/0/observed/ports/0/port: ${RANGE}; ${PORT_HINT}`],
    ],
    [
      "a range past the last port",
      observing({ ports: [{ port: "1-65536", protocol: "tcp" }] }),
      [`at /assets/0/observed/ports/0/port: ${RANGE}; ${PORT_HINT}`],
    ],
    [
      "a port that is neither a number nor a range",
      observing({ ports: [{ port: "ssh", protocol: "tcp" }] }),
      [
        `at /assets/0/observed/ports/0/port: must be a port number or a range such as "49152-65535"; ${PORT_HINT}`,
        `at /assets/0/observed/ports/0/port: ${RANGE}; ${PORT_HINT}`,
      ],
    ],
    [
      "an asset that is not an object, named by the key of its list",
      { ...FILE, assets: [5] },
      [
        'at /assets/0: Invalid input: expected object, received number; write at least one { "cyber_system", "name", "observed" }',
      ],
    ],
    [
      "more than five problems, the first five",
      {
        ...FILE,
        workspace: "a/b",
        observed_at: "x",
        collector: {},
        assets: [],
        investigations: [{}],
      },
      [
        `at /workspace: must be the Action's workspace name; write the Action's workspace name, such as "grid-east"`,
        'at /observed_at: Invalid ISO datetime; write when the devices were read, ISO 8601 UTC such as "2026-11-20T10:00:00Z"',
        "at /collector/name: Invalid input: expected string, received undefined; write the collector's name, the program that read the devices",
        'at /collector/version: Invalid input: expected string, received undefined; write the collector\'s version as a text ("" when none)',
        'at /assets: Too small: expected array to have >=1 items; write at least one { "cyber_system", "name", "observed" }',
      ],
    ],
  ])("refuses %s, each problem at its pointer with what to write", (_, value, problems) => {
    expect(parseCollectorFile(JSON.stringify(value))).toEqual({
      problem: `is not a configuration-monitoring file: ${problems.join("; ")}`,
    });
  });

  it("refuses a text that is not JSON, with what JSON.parse said", () => {
    let said = "";
    try {
      JSON.parse("{");
    } catch (error) {
      said = errorMessage(error);
    }
    expect(said).not.toBe("");
    expect(parseCollectorFile("{")).toEqual({
      problem: `is not JSON (${said}): write it as JSON, as schemas/configuration-monitoring.schema.json describes`,
    });
  });

  it.each([
    [[], ""],
    [["assets", 0, "observed"], "/assets/0/observed"],
    [["a/b", "c~d", "~/"], "/a~1b/c~0d/~0~1"],
  ])("points at %j as RFC 6901 writes it: %s", (path, pointer) => {
    expect(jsonPointer(path)).toBe(pointer);
  });
});

describe("an observed item's digest", () => {
  it.each<[string, ObservedItems, string | null]>([
    ["absent", { ports: [] }, null],
    [
      "given as a digest",
      { patches: { digest: `sha256:${"f".repeat(64)}` } },
      `sha256:${"f".repeat(64)}`,
    ],
    ["given as content", { patches: ["KB2", "KB1"] }, itemDigest("patches", ["KB1", "KB2"])],
    ["given as no entries", { patches: [] }, itemDigest("patches", [])],
  ])("is that of its patches %s", (_, observed, digest) => {
    expect(observedDigest(observed, "patches")).toBe(digest);
  });
});

describe("what is compared when not everything is declared or fetched", () => {
  const NO_PATCHES = `cyber_system: EMS
assets:
  rtu-01:
    type: hardware
    baseline:
      os_firmware: [{ name: RTOS, version: "4.2" }]
      software: []
      custom_software: []
      ports: []
`;

  it("declares nothing of an item the baseline does not write, and leaves it uncompared", () => {
    const parsed = parseInventoryText(NO_PATCHES, "inventory/ems.yaml");
    expect(parsed.diagnostics).toEqual([]);
    const observed = {
      os_firmware: [{ name: "RTOS", version: "4.2" }],
      software: [],
      custom_software: [],
      ports: [],
      patches: [],
    };
    const result = compareMonitoring(input(observed), declaredBaselines(parsed.documents), FACTS);
    if (!("evidence" in result)) throw new Error(JSON.stringify(result.undeclared));
    const [asset] = result.evidence.assets;
    expect(asset!.items.patches).toStrictEqual({
      observed: itemDigest("patches", []),
      declared: null,
      matches: null,
    });
    expect([asset!.complete, asset!.matches]).toStrictEqual([false, null]);
    expect(result.evidence.unauthorized_changes).toStrictEqual([]);
  });

  it("records no fetch of a baseline kept elsewhere when the collector gave none", () => {
    const [asset] = compare(input(MATCHING, "hmi-01")).assets;
    const observed = Object.fromEntries(
      BASELINE_ITEMS.map((item) => [
        item,
        { observed: itemDigest(item, MATCHING[item]), declared: null, matches: null },
      ]),
    );
    expect(asset).toStrictEqual({
      cyber_system: "EMS",
      name: "hmi-01",
      impact: "high",
      class: "BCA",
      declared_from: "baseline_ref",
      note: "kept elsewhere: not compared by the tool",
      items: observed,
      complete: false,
      matches: null,
    });
  });

  it("keeps an investigation of a system the inventory does not declare, without an id", () => {
    const file: ConfigurationMonitoringInput = {
      ...input(MATCHING),
      investigations: [
        { cyber_system: "Gone", name: "rtu-01", item: "ports", detected_in: 3, reference: "INC-3" },
      ],
    };
    expect(compare(file).investigations).toStrictEqual([
      { cyber_system: "Gone", name: "rtu-01", item: "ports", detected_in: 3, reference: "INC-3" },
    ]);
  });

  it("reads a baseline kept elsewhere as such, whatever content it carries", () => {
    const parsed = parseInventoryText(INVENTORY, "inventory/ems.yaml");
    const [document] = parsed.documents;
    const hmi = document!.assets.find((asset) => asset.name === "hmi-01")!;
    const carrying = { ...hmi, baseline: { ...hmi.baseline!, content: { patches: ["KB1"] } } };
    expect(plain(declaredBaselines([{ ...document!, assets: [carrying] }]))).toStrictEqual(
      plain(
        new Map([
          [
            "EMS",
            new Map([
              [
                "hmi-01",
                {
                  impact: "high",
                  class: "BCA",
                  baseline: {
                    kind: "ref",
                    digest: hmi.baseline!.digest,
                    sha256: "a".repeat(64),
                  },
                },
              ],
            ]),
          ],
        ]),
      ),
    );
  });
});

describe("an asset of a system that declares no impact", () => {
  it("is recorded without one", () => {
    const parsed = parseInventoryText(
      "cyber_system: EMS\nassets:\n  rtu-01:\n    type: hardware\n",
      "inventory/ems.yaml",
    );
    expect(parsed.diagnostics).toEqual([]);
    const result = compareMonitoring(
      input({ patches: ["KB1"] }),
      declaredBaselines(parsed.documents),
      FACTS,
    );
    if (!("evidence" in result)) throw new Error(JSON.stringify(result.undeclared));
    const none = { observed: null, declared: null, matches: null };
    expect(result.evidence.assets).toStrictEqual([
      {
        cyber_system: "EMS",
        name: "rtu-01",
        class: "BCA",
        declared_from: "none",
        note: "no baseline declared in the inventory: not compared",
        items: {
          os_firmware: none,
          software: none,
          custom_software: none,
          ports: none,
          patches: { observed: itemDigest("patches", ["KB1"]), declared: null, matches: null },
        },
        complete: false,
        matches: null,
      },
    ]);
  });
});

describe("the collector file's JSON Schema", () => {
  it("is written for draft 2020-12, with the file's title and required keys", () => {
    const schema = configurationMonitoringJsonSchema();
    expect([
      schema.$schema,
      schema.title,
      schema.required,
      schema.additionalProperties,
    ]).toStrictEqual([
      "https://json-schema.org/draft/2020-12/schema",
      "cip-inventory-sync configuration monitoring (collector file)",
      ["format_version", "workspace", "observed_at", "collector", "assets"],
      false,
    ]);
  });
});
