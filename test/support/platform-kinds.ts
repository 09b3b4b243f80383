// The three platform kinds as the tests drive them: each kind's fake, a source of it over the
// fake's address, the environment that signs in to it, its reader, and its secrets (for the
// checks that no output holds any part of them).
import type { RowSink, SourceRow } from "../../src/core/sources/source-documents.ts";
import type {
  NozomiSource,
  PlatformSource,
  ServicenowSource,
  TenableOtSource,
} from "../../src/core/sources/sources-schema.ts";
import { readNozomiRows } from "../../src/io/sources/nozomi-source.ts";
import type { PlatformReadOptions } from "../../src/io/sources/platform-http.ts";
import { readServicenowRows } from "../../src/io/sources/servicenow-source.ts";
import { readTenableOtRows } from "../../src/io/sources/tenable-ot-source.ts";
import {
  NOZOMI_TEST_KEY_NAME,
  NOZOMI_TEST_KEY_TOKEN,
  NOZOMI_TEST_PASSWORD,
  NOZOMI_TEST_USER,
  startFakeNozomi,
} from "./fake-nozomi.ts";
import type { FakePlatform, PlatformAsset, PlatformFaults } from "./fake-platform.ts";
import {
  SERVICENOW_TEST_PASSWORD,
  SERVICENOW_TEST_USER,
  startFakeServicenow,
} from "./fake-servicenow.ts";
import { startFakeTenableOt, TENABLE_OT_TEST_KEY } from "./fake-tenable-ot.ts";

export const PLATFORM_SYSTEMS = ["Echo EMS", "Foxtrot SCADA"] as const;

export interface PlatformKind {
  kind: "servicenow" | "tenable-ot" | "nozomi";
  /** The kind's fake; `standalone`: closed by the caller (the benchmark), not by the test. */
  start(
    assets: readonly PlatformAsset[],
    faults?: PlatformFaults,
    standalone?: boolean,
  ): Promise<FakePlatform>;
  /** The source's entry in cip-sources.yaml, over `url`, pages of `pageSize`. */
  yaml(url: string, pageSize: number): string;
  source(url: string, pageSize: number): PlatformSource;
  env: Record<string, string>;
  /** The variable of the secret. */
  secretVariable: string;
  /** Every variable of the kind's credential, as a 401 or a missing one names them. */
  credentialVariables: string;
  /** The kind's reader, handing `into` each row as its page arrives. */
  readInto(source: PlatformSource, options: PlatformReadOptions, into: RowSink): Promise<void>;
  /** Every row the reader hands over, in its order. */
  read(source: PlatformSource, options: PlatformReadOptions): Promise<SourceRow[]>;
  /** [user, secret] pairs whose every part must stay out of every output. */
  secrets: [string, string][];
  /** The platform's id of `asset`, as its reader gives it (the generated file's source_id). */
  recordId(asset: PlatformAsset): string;
  /** The place of the row of `asset`. */
  place(asset: PlatformAsset): string;
}

const common = { systems: [...PLATFORM_SYSTEMS], out: "inventory/platform/" };

const KINDS: Omit<PlatformKind, "read">[] = [
  {
    kind: "servicenow",
    start: (assets, faults = {}, standalone = false) =>
      startFakeServicenow({ assets, faults, standalone }),
    yaml: (url, pageSize) => `  - name: cmdb
    kind: servicenow
    url: ${url}
    table: cmdb_ci_ot
    page_size: ${pageSize}
    system: u_cip_system
    type: { field: u_device_type, map: { PLC: hardware, RTU: hardware, HMI: software } }
    systems: [Echo EMS, Foxtrot SCADA]
    out: inventory/platform/
`,
    source: (url, pageSize): ServicenowSource => ({
      ...common,
      name: "cmdb",
      kind: "servicenow",
      url,
      table: "cmdb_ci_ot",
      auth: "basic",
      page_size: pageSize,
      system: "u_cip_system",
      asset_name: "name",
      type: { field: "u_device_type", map: { PLC: "hardware", RTU: "hardware", HMI: "software" } },
    }),
    env: { SERVICENOW_USER: SERVICENOW_TEST_USER, SERVICENOW_PASSWORD: SERVICENOW_TEST_PASSWORD },
    secretVariable: "SERVICENOW_PASSWORD",
    credentialVariables: "SERVICENOW_USER and SERVICENOW_PASSWORD",
    readInto: (source, options, into) =>
      readServicenowRows(source as ServicenowSource, options, into),
    secrets: [[SERVICENOW_TEST_USER, SERVICENOW_TEST_PASSWORD]],
    recordId: (asset) => asset.id.replaceAll("-", ""),
    place: (asset) => `ServiceNow cmdb_ci_ot ${asset.id.replaceAll("-", "")}`,
  },
  {
    kind: "tenable-ot",
    start: (assets, faults = {}, standalone = false) =>
      startFakeTenableOt({ assets, faults, standalone }),
    yaml: (url, pageSize) => `  - name: cmdb
    kind: tenable-ot
    url: ${url}
    page_size: ${pageSize}
    system: customField1
    type: { field: type, map: { PlcType: hardware, RtuType: hardware, HmiType: software } }
    systems: [Echo EMS, Foxtrot SCADA]
    out: inventory/platform/
`,
    source: (url, pageSize): TenableOtSource => ({
      ...common,
      name: "cmdb",
      kind: "tenable-ot",
      url,
      include_hidden: false,
      page_size: pageSize,
      system: "customField1",
      asset_name: "name",
      type: {
        field: "type",
        map: { PlcType: "hardware", RtuType: "hardware", HmiType: "software" },
      },
    }),
    env: { TENABLE_OT_API_KEY: TENABLE_OT_TEST_KEY },
    secretVariable: "TENABLE_OT_API_KEY",
    credentialVariables: "TENABLE_OT_API_KEY",
    readInto: (source, options, into) =>
      readTenableOtRows(source as TenableOtSource, options, into),
    secrets: [["key", TENABLE_OT_TEST_KEY]],
    recordId: (asset) => asset.id,
    place: (asset) => `Tenable OT asset ${asset.id}`,
  },
  {
    kind: "nozomi",
    start: (assets, faults = {}, standalone = false) =>
      startFakeNozomi({ assets, faults, standalone }),
    yaml: (url, pageSize) => `  - name: cmdb
    kind: nozomi
    url: ${url}
    page_size: ${pageSize}
    system: custom_fields.cip_system
    type: { field: type, map: { PLC: hardware, RTU: hardware, HMI: software } }
    systems: [Echo EMS, Foxtrot SCADA]
    out: inventory/platform/
`,
    source: (url, pageSize): NozomiSource => ({
      ...common,
      name: "cmdb",
      kind: "nozomi",
      url,
      auth: "basic",
      page_size: pageSize,
      system: "custom_fields.cip_system",
      asset_name: "name",
      type: { field: "type", map: { PLC: "hardware", RTU: "hardware", HMI: "software" } },
    }),
    env: { NOZOMI_USER: NOZOMI_TEST_USER, NOZOMI_PASSWORD: NOZOMI_TEST_PASSWORD },
    secretVariable: "NOZOMI_PASSWORD",
    credentialVariables: "NOZOMI_USER and NOZOMI_PASSWORD",
    readInto: (source, options, into) => readNozomiRows(source as NozomiSource, options, into),
    secrets: [
      [NOZOMI_TEST_USER, NOZOMI_TEST_PASSWORD],
      [NOZOMI_TEST_KEY_NAME, NOZOMI_TEST_KEY_TOKEN],
    ],
    recordId: (asset) => asset.id,
    place: (asset) => `Nozomi asset ${asset.id}`,
  },
];

export const PLATFORM_KINDS: PlatformKind[] = KINDS.map((kind) => ({
  ...kind,
  read: async (source, options) => {
    const rows: SourceRow[] = [];
    await kind.readInto(source, options, rows);
    return rows;
  },
}));

/** The sources file of one platform source. */
export function platformSourcesFile(kind: PlatformKind, url: string, pageSize: number): string {
  return `version: 1\nsources:\n${kind.yaml(url, pageSize)}`;
}
