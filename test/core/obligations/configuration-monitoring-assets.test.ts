// The assets CIP-010 R2.1 follows, as each record names them (assetsNamed): a collector's record
// the assets it observed; a change record the assets its applied operations created, changed or
// deleted, with the class its baselines declare of each, and the assets in service whose baseline
// it declares though no operation touched them. Each row asserts exactly what a record says of an
// asset: no property more (a key with no value is one), none less.
import { describe, expect, it } from "vitest";
import type { EvidenceRecord } from "../../../src/core/evidence/records/evidence-record.ts";
import type { PlanBaseline } from "../../../src/core/plan/plan-model.ts";
import {
  assetsNamed,
  type Seen,
} from "../../../src/core/obligations/configuration-monitoring/configuration-monitoring-assets.ts";
import {
  chainOf,
  configurationMonitoringDraft,
  day,
  highImpactChange,
} from "../../support/evidence-records.ts";
import { observedAt } from "../../support/r21.ts";

const SYSTEM = "Alpha Protection";

type ChangeRecord = Extract<EvidenceRecord, { kind: "change" }>;
type Operation = NonNullable<ChangeRecord["change"]["change_record"]>["operations"][number];

/** highImpactChange's record, its operations and baselines replaced. */
function changeRecord(
  operations: readonly Partial<Operation>[],
  baselines?: readonly Partial<PlanBaseline>[],
): EvidenceRecord {
  const [sealed] = chainOf([{ draft: highImpactChange(), at: day(0) }]);
  const record = sealed!.record as ChangeRecord;
  const [created] = record.change.change_record!.operations;
  const template: Partial<Operation> = { ...created! };
  delete template.asset_id;
  record.change.change_record!.operations = operations.map((operation) => ({
    ...template,
    ...operation,
  })) as Operation[];
  if (baselines === undefined) delete record.change.baselines;
  else
    record.change.baselines = baselines.map((baseline) => ({
      asset: "alpha-rtu-09",
      asset_type: "hardware",
      cyber_system_id: "cs_alpha",
      digest: "sha256:0",
      ...baseline,
    }));
  return record;
}

const PARENT = { kind: "facility" as const, id: "fac_alpha", name: "Substation Alpha" };
const HIGH = { id: "cs_alpha", name: SYSTEM, parent: PARENT, impact: "high" as const };
const UNRATED = { id: "cs_beta", name: "Beta Protection", parent: PARENT };
const RTU = { cyber_system: SYSTEM, name: "alpha-rtu-09", complete: false };

describe("the assets a change record names", () => {
  it.each<[string, Partial<Operation>[], Partial<PlanBaseline>[] | undefined, Seen[]]>([
    [
      "a create: created, with its id, its system's impact, its type and its baseline's class",
      [{ action: "create", asset_id: "ca_1", cyber_system: HIGH, asset_type: "hardware" }],
      [{ asset_id: "ca_1", cyber_system: SYSTEM, class: "EACMS", impact: "high" }],
      [
        {
          ...RTU,
          asset_id: "ca_1",
          impact: "high",
          class: "EACMS",
          created: true,
          asset_type: "hardware",
        },
      ],
    ],
    [
      "a create with no id, type or baseline, in a system with no impact: only its name",
      [{ action: "create", cyber_system: UNRATED, asset_type: undefined }],
      undefined,
      [{ cyber_system: "Beta Protection", name: "alpha-rtu-09", complete: false, created: true }],
    ],
    [
      "an operation that failed: none",
      [{ action: "create", asset_id: "ca_1", cyber_system: HIGH, result: "failed" }],
      undefined,
      [],
    ],
    [
      "a move: in the system it moved to, neither created nor deleted",
      [
        {
          action: "update",
          asset_id: "ca_1",
          cyber_system: HIGH,
          changes: { cyber_system: { from: UNRATED, to: HIGH } },
        },
      ],
      undefined,
      [{ ...RTU, asset_id: "ca_1", impact: "high", asset_type: "hardware" }],
    ],
    [
      "a rename: by its new name",
      [
        {
          action: "update",
          asset_id: "ca_1",
          cyber_system: HIGH,
          changes: { name: { from: "alpha-rtu-09", to: "alpha-rtu-10" } },
        },
      ],
      undefined,
      [{ ...RTU, name: "alpha-rtu-10", asset_id: "ca_1", impact: "high", asset_type: "hardware" }],
    ],
    [
      "a delete: retired",
      [{ action: "delete", asset_id: "ca_1", cyber_system: HIGH }],
      undefined,
      [{ ...RTU, asset_id: "ca_1", impact: "high", retired: true, asset_type: "hardware" }],
    ],
  ])("%s", (_, operations, baselines, expected) => {
    expect(assetsNamed(changeRecord(operations, baselines))).toStrictEqual(expected);
  });

  // The class of an operated asset: the first baseline that names its id, or, for one without an
  // id on either side, its name.
  const operated = (asset_id?: string): Partial<Operation> => ({
    action: "create",
    cyber_system: HIGH,
    asset_type: undefined,
    ...(asset_id === undefined ? {} : { asset_id }),
  });
  it.each<[string, Partial<Operation>, Partial<PlanBaseline>[], string | undefined]>([
    [
      "no id, two baselines of its name: the first's",
      operated(),
      [{ class: "PCA" }, { class: "EACMS" }],
      "PCA",
    ],
    [
      "no id, a baseline of its name with an id: that one's",
      operated(),
      [{ asset_id: "ca_2", class: "PCA" }],
      "PCA",
    ],
    [
      "an id, a baseline of that id under another name: that one's",
      operated("ca_1"),
      [{ asset_id: "ca_1", asset: "alpha-rtu-old", class: "EACMS" }],
      "EACMS",
    ],
    [
      "an id, a baseline of another id under its name: none",
      operated("ca_1"),
      [{ asset_id: "ca_2", class: "PACS" }],
      undefined,
    ],
    [
      "an id, a baseline of its name without an id before one of its id: the first",
      operated("ca_1"),
      [{ class: "PCA" }, { asset_id: "ca_1", class: "EACMS" }],
      "PCA",
    ],
  ])("takes the class its baselines declare: %s", (_, operation, baselines, expected) => {
    const [seen] = assetsNamed(changeRecord([operation], baselines));
    expect(seen?.class).toBe(expected);
    expect(seen !== undefined && "class" in seen).toBe(expected !== undefined);
  });
});

describe("the assets in service a change record declares a baseline of", () => {
  it.each<[string, Partial<PlanBaseline>, Seen[]]>([
    [
      "with its id, system, impact and class: all of them",
      { asset_id: "ca_7", cyber_system: SYSTEM, impact: "high", class: "PCA" },
      [
        {
          ...RTU,
          asset_id: "ca_7",
          asset_type: "hardware",
          impact: "high",
          class: "PCA",
        },
      ],
    ],
    [
      "without impact or class: neither said",
      { asset_id: "ca_7", cyber_system: SYSTEM },
      [{ ...RTU, asset_id: "ca_7", asset_type: "hardware" }],
    ],
    ["without an id (a create's): none", { cyber_system: SYSTEM }, []],
    ["without its system's name (written before it was kept): none", { asset_id: "ca_7" }, []],
  ])("%s", (_, baseline, expected) => {
    expect(assetsNamed(changeRecord([], [baseline]))).toStrictEqual(expected);
  });

  it("not one an operation of the record touched: named once, as operated", () => {
    const named = assetsNamed(
      changeRecord(
        [
          { action: "create", cyber_system: HIGH, asset_type: undefined },
          { action: "update", asset_id: "ca_1", cyber_system: HIGH, asset_type: undefined },
        ],
        [
          { asset_id: "ca_1", cyber_system: SYSTEM },
          { asset_id: "ca_2", asset: "alpha-rtu-02", cyber_system: SYSTEM },
        ],
      ),
    );
    expect(named.map((seen) => `${seen.name} ${seen.asset_id ?? "no id"}`)).toEqual([
      "alpha-rtu-09 no id",
      "alpha-rtu-09 ca_1",
      "alpha-rtu-02 ca_2",
    ]);
  });
});

describe("the assets a collector's record names", () => {
  it.each<[string, Partial<Seen>, Seen]>([
    [
      "with its id, impact and class",
      { asset_id: "ca_7", impact: "high", class: "EACMS" },
      { ...RTU, asset_id: "ca_7", impact: "high", class: "EACMS", complete: true },
    ],
    ["without any (its system declares no impact)", {}, { ...RTU, complete: true }],
  ])("%s", (_, said, expected) => {
    const [sealed] = chainOf([
      {
        draft: configurationMonitoringDraft(
          "grid-east",
          1,
          [{ cyber_system: SYSTEM, name: "alpha-rtu-09", ...said } as never],
          observedAt(0),
        ),
        at: day(0),
      },
    ]);
    const record = sealed!.record;
    if (record.kind !== "configuration-monitoring") throw new Error("not an observation");
    if (said.impact === undefined) delete record.configuration_monitoring.assets[0]!.impact;
    expect(assetsNamed(record)).toStrictEqual([expected]);
  });
});
