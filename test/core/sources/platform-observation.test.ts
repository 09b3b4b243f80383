// What each platform kind observes of an asset, by its defaults (the records as each fake answers
// them), and the configuration-monitoring file made of it: the items each kind covers and what
// stays unobserved, the platform's time, the earliest dating the file, an unobserved asset left out.
import { describe, expect, it } from "vitest";
import {
  platformCollectorFile,
  type PlatformObservedAsset,
} from "../../../src/core/evidence/monitoring/platform-collector-file.ts";
import { parseSourcesText } from "../../../src/core/sources/parse-sources.ts";
import {
  instantOf,
  observationOf,
} from "../../../src/core/sources/platforms/platform-observation.ts";
import type { MonitoringSettings } from "../../../src/core/sources/sources-schema.ts";
import { nozomiAsset } from "../../support/fake-nozomi.ts";
import { LAST_SEEN, platformAssets } from "../../support/fake-platform.ts";
import { servicenowRecord } from "../../support/fake-servicenow.ts";
import { tenableNode } from "../../support/fake-tenable-ot.ts";
import { PLATFORM_KINDS, platformSourcesFile } from "../../support/platform-kinds.ts";

const [plc, , hmi] = platformAssets(3, ["Echo EMS"]);

/** The kind's monitoring settings as its defaults make them, with `extra` keys. */
function monitoringOf(kind: string, extra = ""): MonitoringSettings {
  const entry = PLATFORM_KINDS.find((candidate) => candidate.kind === kind)!;
  const text = `${platformSourcesFile(entry, "https://platform.example", 10)}    monitoring:\n      file: observed/cmdb.json\n${extra}`;
  const parsed = parseSourcesText(text, "cip-sources.yaml");
  expect(parsed.diagnostics).toEqual([]);
  const source = parsed.sources[0]!.definition;
  if (!("monitoring" in source) || source.monitoring === undefined)
    throw new Error("no monitoring");
  return source.monitoring;
}

const HOTFIXES = "      patches: { list: osDetails.hotFixes.nodes, name: name }\n";

describe("what each kind observes, by its defaults", () => {
  it.each([
    {
      kind: "servicenow",
      record: servicenowRecord(plc!),
      expected: { os_firmware: [{ name: "SEL-451", version: "2.0.0" }] },
    },
    {
      kind: "tenable-ot",
      record: tenableNode(plc!),
      expected: { os_firmware: [{ name: "SEL-451", version: "2.0.0" }] },
    },
    {
      kind: "tenable-ot",
      extra: HOTFIXES,
      record: tenableNode(hmi!),
      expected: {
        os_firmware: [
          { name: "Windows 10 Enterprise", version: "10.0.19045" },
          { name: "SEL-451", version: "2.2.0" },
        ],
        patches: ["KB5031356"],
      },
    },
    {
      // A PLC has no operating system details: its patches are not observed, not "none".
      kind: "tenable-ot",
      extra: HOTFIXES,
      record: tenableNode(plc!),
      expected: { os_firmware: [{ name: "SEL-451", version: "2.0.0" }] },
    },
    {
      kind: "nozomi",
      record: nozomiAsset(plc!),
      expected: { os_firmware: [{ name: "SEL-451", version: "2.0.0" }] },
    },
  ])("$kind $record.name: $expected", ({ kind, extra, record, expected }) => {
    expect(observationOf(monitoringOf(kind, extra), record)).toEqual({
      observedAt: LAST_SEEN,
      ...expected,
    });
  });

  it("leaves an asset whose firmware's name or version is empty unobserved", () => {
    const record = { ...servicenowRecord(plc!), firmware_version: "" };
    expect(observationOf(monitoringOf("servicenow"), record)).toEqual({ observedAt: LAST_SEEN });
  });
});

describe("an observation's time", () => {
  it.each([
    ["2026-11-20T10:00:00Z", "2026-11-20T10:00:00.000Z"],
    ["2026-11-20T12:00:00+02:00", "2026-11-20T10:00:00.000Z"],
    ["2026-11-20 10:00:00", "2026-11-20T10:00:00.000Z"],
    [Date.parse("2026-11-20T10:00:00Z"), "2026-11-20T10:00:00.000Z"],
    ["2026-11-20T10:00:00", undefined],
    ["yesterday", undefined],
    [null, undefined],
    ["", undefined],
  ])("%s is %s", (value, expected) => {
    expect(instantOf(value)).toBe(expected);
  });
});

describe("the configuration-monitoring file of what a platform observed", () => {
  const asset = (
    cyber_system: string,
    name: string,
    observedAt: string | undefined,
    observed: PlatformObservedAsset["observed"] = {
      os_firmware: [{ name: "RTOS", version: "4.2" }],
    },
  ): PlatformObservedAsset => ({ cyber_system, name, observedAt, observed });

  it("holds the observed assets in order, dated by the earliest observation, the platform its collector", () => {
    const file = platformCollectorFile({
      workspace: "grid-east",
      collector: { name: "Nozomi Networks (cip-sync source guardian)", version: "0.3.0" },
      assets: [
        asset("Foxtrot SCADA", "ot-2", "2026-11-20T10:00:00.000Z"),
        asset("Echo EMS", "ot-3", undefined),
        asset("Echo EMS", "ot-1", "2026-11-19T08:00:00.000Z"),
        asset("Echo EMS", "ot-4", "2026-11-18T08:00:00.000Z", {}),
      ],
    });
    expect(file?.assets).toBe(2);
    expect(JSON.parse(file!.text)).toEqual({
      format_version: 1,
      workspace: "grid-east",
      observed_at: "2026-11-19T08:00:00.000Z",
      collector: { name: "Nozomi Networks (cip-sync source guardian)", version: "0.3.0" },
      assets: [
        {
          cyber_system: "Echo EMS",
          name: "ot-1",
          observed: { os_firmware: [{ name: "RTOS", version: "4.2" }] },
        },
        {
          cyber_system: "Foxtrot SCADA",
          name: "ot-2",
          observed: { os_firmware: [{ name: "RTOS", version: "4.2" }] },
        },
      ],
    });
  });

  it("is none when the platform observed no asset", () => {
    expect(
      platformCollectorFile({
        workspace: "default",
        collector: { name: "ServiceNow", version: "0.3.0" },
        assets: [asset("Echo EMS", "ot-1", undefined)],
      }),
    ).toBeUndefined();
  });
});
