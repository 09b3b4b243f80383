// Part 5.4's gate as the plan asks it (SYSTEM_ACCESS_FILES.gate, ReviewedFileSet.gate): each Cyber
// Asset the change creates in a High, Medium or unrated system needs its default_passwords answer
// in an access file of the checkout, matched by name as the inventory compares names; without it,
// a warning under `flag` (or no key) and an error under `require` at the asset's declaration, or
// the policy's own problem when it cannot be read (fail closed). A low impact system's asset, an
// update and a delete ask nothing.
import { describe, expect, it } from "vitest";
import type { CreateOperation, Operation } from "../../../src/core/plan/plan-model.ts";
import type { GateRuleRead } from "../../../src/core/plan/reviewed-file-set.ts";
import type { Diagnostic } from "../../../src/core/shared/diagnostics.ts";
import { SYSTEM_ACCESS_FILES } from "../../../src/core/system-access/system-access-files.ts";

const FLAG: GateRuleRead = { rule: { setting: "flag", file: "cip-policy.yaml" } };
const REQUIRE: GateRuleRead = { rule: { setting: "require", file: "cip-policy.yaml" } };
const NO_KEY: GateRuleRead = { rule: undefined };
const UNREAD: GateRuleRead = {
  diagnostics: [{ severity: "error", message: "cip-policy.yaml: version 9 is not supported" }],
};

/** An access file answering for `assets`. */
const access = (assets: string[]) =>
  new Map([
    [
      "system-access/ems.yaml",
      [
        "version: 1",
        "id: ems",
        "by: system",
        "covers: [EMS Primary]",
        "account_types: []",
        "shared_accounts: []",
        "password_parameters: []",
        "failed_authentication: []",
        `default_passwords:${assets.length === 0 ? " []" : ""}`,
        ...assets.map((asset) => `  - { asset: ${asset}, answer: changed, reference: CC-12 }`),
        "",
      ].join("\n"),
    ],
  ]);

const create = (name: string, impact?: "high" | "medium" | "low"): CreateOperation => ({
  action: "create",
  name,
  asset_type: "hardware",
  cyber_system: {
    id: "cs_ems",
    name: "EMS Primary",
    ...(impact === undefined ? {} : { impact }),
    parent: null,
  },
  depends_on: [],
  source: { file: "inventory/ems.yaml", line: 7, column: 5 },
});

const gate = SYSTEM_ACCESS_FILES.gate!;
const lines = (found: Diagnostic[]) =>
  found.map(
    (d) =>
      `${d.severity} ${d.location ? `${d.location.file}:${d.location.line}:${d.location.column} ` : ""}${d.message}`,
  );
const FIX =
  "add { asset: hmi-2, answer: changed, unique-by-vendor or none, reference: WHERE-IT-IS-RECORDED } to default_passwords in the access file covering its system (system-access/ID.yaml)";

describe("Part 5.4's gate at plan time (default_passwords)", () => {
  it.each<{
    what: string;
    head: Map<string, string>;
    ops: Operation[];
    read: GateRuleRead;
    found: string[];
  }>([
    {
      what: "a High asset without its answer, under flag: listed",
      head: access(["hmi-1"]),
      ops: [create("hmi-2", "high")],
      read: FLAG,
      found: [
        `warning inventory/ems.yaml:7:5 CIP-007 R5.4: Cyber Asset "hmi-2" is created in High impact system "EMS Primary", and no system access file gives its default passwords answer: ${FIX}`,
      ],
    },
    {
      what: "a software record created in a High system, under require: no Cyber Asset, nothing asked",
      head: access([]),
      ops: [{ ...create("hmi-2", "high"), asset_type: "software" }],
      read: REQUIRE,
      found: [],
    },
    {
      what: "the same with no key: flag is the default",
      head: access(["hmi-1"]),
      ops: [create("hmi-2", "high")],
      read: NO_KEY,
      found: [
        `warning inventory/ems.yaml:7:5 CIP-007 R5.4: Cyber Asset "hmi-2" is created in High impact system "EMS Primary", and no system access file gives its default passwords answer: ${FIX}`,
      ],
    },
    {
      what: "a Medium asset without its answer, under require: refused",
      head: access([]),
      ops: [create("hmi-2", "medium")],
      read: REQUIRE,
      found: [
        `error inventory/ems.yaml:7:5 CIP-007 R5.4: Cyber Asset "hmi-2" is created in Medium impact system "EMS Primary", and no system access file gives its default passwords answer, and cip-policy.yaml sets default_passwords: require: ${FIX}`,
      ],
    },
    {
      what: "an asset of a system without impact:, under require, with no access file at all: judged as High, refused",
      head: new Map(),
      ops: [create("hmi-2")],
      read: REQUIRE,
      found: [
        `error inventory/ems.yaml:7:5 CIP-007 R5.4: Cyber Asset "hmi-2" is created in "EMS Primary", a system that declares no impact (judged as High), and no system access file gives its default passwords answer, and cip-policy.yaml sets default_passwords: require: ${FIX}`,
      ],
    },
    {
      what: "a policy that cannot be read, while an asset lacks its answer: its problem refuses",
      head: access([]),
      ops: [create("hmi-2", "high")],
      read: UNREAD,
      found: ["error cip-policy.yaml: version 9 is not supported"],
    },
    {
      what: "the answer given, its name in another case: passes under require",
      head: access(["HMI-2"]),
      ops: [create("hmi-2", "high")],
      read: REQUIRE,
      found: [],
    },
    {
      what: "a low impact system's asset: not asked",
      head: access([]),
      ops: [create("hmi-2", "low")],
      read: REQUIRE,
      found: [],
    },
    {
      what: "no asset created: nothing asked, whatever the policy",
      head: access([]),
      ops: [],
      read: UNREAD,
      found: [],
    },
  ])("$what", ({ head, ops, read, found }) => {
    expect(lines(gate(head, new Map(), read, ops))).toEqual(found);
  });
});
