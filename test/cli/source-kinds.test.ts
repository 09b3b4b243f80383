// source sync with a netbox source (the fake NetBox) and a command source: a whole read writes
// the documents; any failure to read fails the sync clearly and writes nothing.
import { describe, expect, it } from "vitest";
import { runCliInProcess } from "../support/cli.ts";
import { fakeDevices, NETBOX_TEST_TOKEN, startFakeNetbox } from "../support/fake-netbox.ts";
import { filesUnder, repositoryWith } from "../support/source-repository.ts";

const netboxSources = (url: string) => `version: 1
sources:
  - name: netbox
    kind: netbox
    url: ${url}
    filters: { tag: cip }
    system: custom_fields.cip_system
    type: { field: role.slug, map: { rtu: hardware, plc: hardware, relay: hardware } }
    systems: [Echo EMS, Foxtrot SCADA]
    out: inventory/netbox/
`;

const commandSources = (script: string) => `version: 1
sources:
  - name: discovery
    kind: command
    run: [${JSON.stringify(process.execPath)}, ${JSON.stringify(script)}]
    types: { Controller: hardware, App: software }
    systems: [Delta Substation]
    out: inventory/discovery/
`;

describe("cip-sync source sync (netbox)", () => {
  it("reads every page and writes one document per system", async () => {
    const netbox = await startFakeNetbox({
      devices: fakeDevices(2500, ["Echo EMS", "Foxtrot SCADA"]),
    });
    const root = await repositoryWith({ "cip-sources.yaml": netboxSources(netbox.url) });
    const run = await runCliInProcess(["source", "sync", "netbox"], {
      cwd: root,
      env: { NETBOX_TOKEN: NETBOX_TEST_TOKEN },
    });
    expect(run.stderr).toMatch(/2 cyber systems, 2500 assets; 2 files changed\.\n$/);
    expect(run.code).toBe(0);
    const files = await filesUnder(root, "inventory");
    expect(Object.keys(files)).toEqual([
      "inventory/netbox/echo-ems.yaml",
      "inventory/netbox/foxtrot-scada.yaml",
    ]);
  });

  it("fails with nothing written when page 2 answers 500", async () => {
    const netbox = await startFakeNetbox({
      devices: fakeDevices(2500, ["Echo EMS", "Foxtrot SCADA"]),
      failPage: 2,
    });
    const root = await repositoryWith({ "cip-sources.yaml": netboxSources(netbox.url) });
    const run = await runCliInProcess(["source", "sync", "netbox"], {
      cwd: root,
      env: { NETBOX_TOKEN: NETBOX_TEST_TOKEN },
    });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain("page 2 (");
    expect(run.stderr).toContain("was answered with HTTP 500; nothing was written");
    expect(await filesUnder(root, "inventory")).toEqual({});
  });
});

describe("cip-sync source sync (command)", () => {
  it("writes the rows the command prints, through its types", async () => {
    const script = `console.log(JSON.stringify([{ name: "ctl-1", system: "Delta Substation", type: "Controller" }, { name: "hmi-app", system: "Delta Substation", type: "App" }]));`;
    const root = await repositoryWith({
      "cip-sources.yaml": commandSources("export.mjs"),
      "export.mjs": script,
    });
    const run = await runCliInProcess(["source", "sync", "discovery"], { cwd: root });
    expect(run.code).toBe(0);
    const files = await filesUnder(root, "inventory");
    expect(files["inventory/discovery/delta-substation.yaml"]).toContain(
      "assets:\n  ctl-1: hardware\n  hmi-app: software\n",
    );
  });

  it.each([
    {
      case: "exits 1",
      script: `process.stderr.write("cannot reach the discovery server\\n"); process.exit(1);`,
      message: `exited with status 1; nothing was written.\nIts standard error ended with:\n  cannot reach the discovery server\n`,
    },
    {
      case: "prints bad JSON",
      script: `console.log("[{ name: ");`,
      message: "printed output that is not JSON (",
    },
    {
      case: "prints a row without a type",
      script: `console.log(JSON.stringify([{ name: "a", system: "Delta Substation" }]));`,
      message: 'printed item 1 without a text "type"; it must print a JSON list of',
    },
  ])("fails clearly when the command $case, writing nothing", async ({ script, message }) => {
    const root = await repositoryWith({
      "cip-sources.yaml": commandSources("export.mjs"),
      "export.mjs": script,
    });
    const run = await runCliInProcess(["source", "sync", "discovery"], { cwd: root });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('error: source "discovery": the command ');
    expect(run.stderr).toContain(message);
    expect(await filesUnder(root, "inventory")).toEqual({});
  });
});

describe("cip-sync source --help", () => {
  it("names every kind the sources file's schema has", async () => {
    const { SOURCE_KIND_SCHEMAS } = await import("../../src/core/sources/sources-schema.ts");
    const named: Record<string, string> = {
      csv: "CSV",
      netbox: "NetBox",
      servicenow: "ServiceNow",
      "tenable-ot": "Tenable OT Security",
      nozomi: "Nozomi Networks",
      command: "a command",
    };
    expect(Object.keys(SOURCE_KIND_SCHEMAS)).toEqual(Object.keys(named));
    const run = await runCliInProcess(["source", "--help"], { cwd: process.cwd(), env: {} });
    // Help wraps its lines to the terminal's width.
    expect(run.stdout.replace(/\s+/g, " ")).toContain(
      "Generate inventory documents from a read-only source (CSV, NetBox, ServiceNow, Tenable OT Security, Nozomi Networks or a command).",
    );
  });
});
