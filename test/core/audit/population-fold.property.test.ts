// The population fold resumed from its held state (as a checkpoint holds it: JSON, read back) and
// fed the records after it is the fold fed every record: for generated one- and two-workspace
// ledgers of change records (creates, updates, deletes, failed operations, baselines with and
// without a ports item, baseline_ref, whole-digest baselines, records without baselines) and
// drift checks with and without a listing (some flagged unauthenticated), merges carrying low-impact
// site files (added, changed, removed; some refused), at every split point, the assets and BES
// assets of any period, the port reads and rows, the last baselines' digests, the families'
// populations made of the records (the low-impact sites in force) and the held bytes are equal.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { PopulationFold } from "../../../src/core/audit/population-fold.ts";
import type { InventoryListing } from "../../../src/core/evidence/records/beside/inventory-listing.ts";
import { recordPath } from "../../../src/core/evidence/chain/record-files.ts";
import type {
  EvidenceDraft,
  HashedRecord,
} from "../../../src/core/evidence/records/evidence-record.ts";
import { itemDigests } from "../../../src/core/inventory/document/baseline-items.ts";
import { baselineDigest } from "../../../src/core/inventory/document/baseline-reader.ts";
import type { PlanBaseline } from "../../../src/core/plan/plan-model.ts";
import { sha256Hex } from "../../../src/core/shared/sha256.ts";
import { chainOf, changeDraft, day, monitoringDraft } from "../../support/evidence-records.ts";

const WORKSPACES = ["grid-east", "grid-west"];
const PORTS = [
  [{ port: 20000, protocol: "tcp", service: "dnp3" }],
  [
    { port: 443, protocol: "tcp", justification: "management" },
    { port: 20000, protocol: "tcp", service: "dnp3" },
  ],
  [],
];

const operations = fc.array(
  fc.record({
    asset: fc.integer({ min: 0, max: 5 }),
    action: fc.constantFrom("create", "update", "delete"),
    succeeded: fc.boolean(),
    typed: fc.boolean(),
  }),
  { maxLength: 3 },
);

const baselines = fc.option(
  fc.array(
    fc.record({
      asset: fc.integer({ min: 0, max: 5 }),
      mode: fc.constantFrom("ports", "no ports", "whole", "ref"),
      ports: fc.integer({ min: 0, max: PORTS.length - 1 }),
      renamed: fc.boolean(),
    }),
    { maxLength: 4 },
  ),
  { nil: undefined },
);

/** A low-impact site file a merge carries: one of three, as an answer says, or removed. */
const site = fc.option(
  fc.record({
    file: fc.integer({ min: 0, max: 2 }),
    answer: fc.constantFrom("isolated", "vendor access", "removed"),
    refused: fc.boolean(),
  }),
  { nil: undefined },
);

/** A site file's text, as `answer` says. */
function siteText(id: string, answer: "isolated" | "vendor access"): string {
  const vendor =
    answer === "isolated"
      ? ["electronic_access: { routable: false }", "vendor_remote_access: none"]
      : [
          "electronic_access: { routable: true, devices: [fw-1], rule_set: { file: fw.rules }, vendor_paths: [vpn] }",
          "vendor_remote_access: { paths: [{ id: vpn, kind: vpn, device: fw-1 }], determine: [ticket] }",
        ];
  return `${[
    "version: 1",
    `id: ${id}`,
    `sites: [Site ${id}]`,
    "physical_access: { controls: [locks], access_control_assets: [fw-1] }",
    "dial_up: none",
    "transient_cyber_assets: { plan: tca.md, managed: [] }",
    ...vendor,
  ].join("\n")}\n`;
}

const steps = (workspaces: number) =>
  fc.array(
    fc.record({
      workspace: fc.integer({ min: 0, max: workspaces - 1 }),
      step: fc.oneof(
        fc.record({ kind: fc.constant("change" as const), operations, baselines, site }),
        fc.record({
          kind: fc.constant("monitoring" as const),
          listed: fc.option(fc.uniqueArray(fc.integer({ min: 0, max: 5 }), { maxLength: 5 }), {
            nil: undefined,
          }),
          // A terminal's record the history flags: its listing is not taken (issue 78, item 6).
          unauthenticated: fc.boolean(),
        }),
      ),
    }),
    { minLength: 1, maxLength: 14 },
  );

type Step = ReturnType<typeof steps> extends fc.Arbitrary<(infer T)[]> ? T : never;

/** The content each digest vouches for: a whole baseline's, or a ports item's. */
const contents = new Map<string, Record<string, unknown>>();

function baselineOf({
  asset,
  mode,
  ports,
  renamed,
}: NonNullable<Extract<Step["step"], { kind: "change" }>["baselines"]>[number]): PlanBaseline {
  const system = asset % 2;
  const named = {
    asset: `asset-${asset}`,
    asset_id: `ca_${asset}`,
    cyber_system_id: `cs_${system}`,
    cyber_system: renamed ? `Renamed ${system}` : `System ${system}`,
    impact: "high" as const,
    class: "BCA" as const,
    erc: renamed,
    completed_on: "2026-01-02",
  };
  if (mode === "ref") return { ...named, kind: "ref", digest: baselineDigest("ref", { ports }) };
  const content = mode === "no ports" ? { os_firmware: `v${ports}` } : { ports: PORTS[ports] };
  const digest = baselineDigest("content", content);
  contents.set(digest, content);
  if (mode === "whole") return { ...named, kind: "content", digest };
  const items = itemDigests(content);
  if (items.ports !== undefined) contents.set(items.ports, content);
  const patched = { software: [] } as unknown as PlanBaseline["patched"];
  return { ...named, kind: "content", digest, items, patched };
}

function draftOf({ workspace, step }: Step, index: number): EvidenceDraft {
  const name = WORKSPACES[workspace] ?? "grid-east";
  if (step.kind === "monitoring") {
    const draft = monitoringDraft(name, index + 1, true);
    if (draft.kind === "monitoring" && step.listed !== undefined)
      draft.monitoring.listing = { sha256: sha256Hex(`listing ${index}`), cyber_assets: 0 };
    return draft;
  }
  const draft = changeDraft(name, index + 1, step.site?.refused ? "not-approved" : "applied");
  if (step.site !== undefined) {
    const { file, answer } = step.site;
    const path = `low-impact/site-${file}.yaml`;
    const text = answer === "removed" ? undefined : siteText(`site-${file}`, answer);
    draft.change.low_impact_files = {
      compared_with: "the commit in force",
      files: text === undefined ? [] : [{ file: path, sha256: `sha256:${sha256Hex(text)}`, text }],
      ...(text === undefined ? { removed: [path] } : {}),
    };
  }
  draft.change.merge_sha = sha256Hex(`commit ${index}`).slice(0, 40);
  const record = draft.change.change_record;
  if (record !== null)
    record.operations = step.operations.map(({ asset, action, succeeded, typed }, at) => ({
      index: at,
      action: action as "create" | "update" | "delete",
      name: `asset-${asset}`,
      cyber_system: {
        id: `cs_${asset % 2}`,
        name: `System ${asset % 2}`,
        impact: "medium",
        parent: asset > 2 ? { kind: "facility", id: "fac_1", name: "Substation" } : null,
      },
      ...(typed ? { asset_type: asset === 5 ? ("software" as const) : ("hardware" as const) } : {}),
      result: succeeded ? "succeeded" : "failed",
      ...(succeeded || action !== "create" ? { asset_id: `ca_${asset}` } : {}),
    }));
  if (step.baselines === undefined) delete draft.change.baselines;
  else draft.change.baselines = step.baselines.map(baselineOf);
  return draft;
}

/** The listing beside a record with one: the assets it lists. */
function listingOf(index: number, listed: readonly number[]): InventoryListing {
  return {
    format_version: 2,
    workspace: "grid-east",
    commit: "f".repeat(40),
    bes_assets: [{ kind: "facility", id: "fac_1", name: "Substation" }],
    cyber_systems: [0, 1].map((system) => ({
      id: `cs_${system}`,
      name: `System ${system}`,
      parent_kind: "facility",
      parent_id: "fac_1",
      managed: system === 0,
      impact: "medium",
    })),
    cyber_assets: listed.map((asset) => ({
      id: `ca_${asset}`,
      name: `asset-${asset}-listed-${index}`,
      cyber_system_id: `cs_${asset % 2}`,
      asset_type: "hardware",
      baseline: `sha256:${sha256Hex(`listed ${asset}`)}`,
    })),
  };
}

function ledgerOf(generated: readonly Step[]) {
  const sealed = chainOf(
    generated.map((step, index) => ({ draft: draftOf(step, index), at: day(index) })),
  );
  const listings = new Map<string, InventoryListing>();
  generated.forEach(({ step }, index) => {
    const record = sealed[index]?.record;
    if (step.kind === "monitoring" && step.listed !== undefined && record !== undefined)
      listings.set(recordPath(record), listingOf(index, step.listed));
  });
  const entries: HashedRecord[] = sealed.map(({ record, text }, index) => {
    const { step } = generated[index]!;
    const flagged = step.kind === "monitoring" && step.unauthenticated;
    return {
      record,
      sha256: sha256Hex(text),
      ...(flagged && { unauthenticated: `record ${index}'s commit is signed by no operator key` }),
    };
  });
  return { entries, listings };
}

/** Everything the fold gives, as bytes. */
function outputs(
  fold: PopulationFold,
  periodStart: Date,
  listings: ReadonlyMap<string, InventoryListing>,
): string {
  return JSON.stringify({
    rows: fold.assets.rows(periodStart, (path) => listings.get(path)),
    listings: fold.assets.listings(),
    reads: fold.ports.reads(),
    ports: fold.ports.rows((read) =>
      contents.get(
        (read.baseline.items === undefined ? read.baseline.digest : read.baseline.items.ports) ??
          "",
      ),
    ),
    digests: WORKSPACES.map((workspace) => [...(fold.baselineDigests(workspace) ?? [])]),
    families: [...fold.families].map(([name, population]) => [name, population.rows(periodStart)]),
  });
}

const folded = (entries: readonly HashedRecord[], fold = new PopulationFold()) => {
  for (const entry of entries) fold.add(entry);
  return fold;
};

describe("the population fold resumed from its held state", () => {
  it.each([1, 2])(
    "gives what the fold fed every record gives, at every split, for %i workspace(s)",
    (workspaces) => {
      fc.assert(
        fc.property(steps(workspaces), fc.nat(), (generated, start) => {
          const { entries, listings } = ledgerOf(generated);
          const periodStart = day(start % (entries.length + 1));
          const full = folded(entries);
          const expected = outputs(full, periodStart, listings);
          const heldBytes = JSON.stringify(full.held());
          for (let split = 0; split <= entries.length; split++) {
            const held = JSON.stringify(folded(entries.slice(0, split)).held());
            const resumed = folded(
              entries.slice(split),
              PopulationFold.resume(JSON.parse(held) as ReturnType<PopulationFold["held"]>),
            );
            expect(outputs(resumed, periodStart, listings)).toBe(expected);
            expect(JSON.stringify(resumed.held())).toBe(heldBytes);
          }
        }),
        { numRuns: 60 },
      );
    },
  );
});
