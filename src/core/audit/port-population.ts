// The CIP-007 R1.1 population (ports.csv): one row per asset and logical network accessible port
// (CIP-010 R1.1.4) its baseline declares as of the period's end, each citing the change record
// that introduced that port as it reads now (number or range, protocol, service, justification).
// The ledger keeps each R1.1 item's digest, never its content: the content is read from the
// inventory files at the commit a record names (io/checkout/inventory-at-commit.ts), and only at records
// whose `ports` digest changed for some asset, so the reads follow port changes, not records. What
// is read must match the record's digest, or the population refuses (fail closed). A baseline kept
// elsewhere (baseline_ref) is one row saying so. Each asset's facts are those its workspace's last
// change record with baselines declares (last-baselines.ts, which this fold keeps). Its state is
// held (held(), resume()) as the population fold holds it (population-fold.ts): each port change's
// record by number and the part of its baseline the reads need. Pure; fed each workspace's records
// in chain order.
import type { HashedRecord } from "../evidence/records/evidence-record.ts";
import { itemDigests } from "../inventory/document/baseline-items.ts";
import { baselineDigest } from "../inventory/document/baseline-reader.ts";
import type { PlanBaseline } from "../plan/plan-model.ts";
import { itemOrThrow } from "../shared/collections.ts";
import { canonicalJson } from "../shared/sha256.ts";
import { CITATION_COLUMNS, type Cited, citationOfCited, citedOf, type Row } from "./citation.ts";
import type { Naming, Numbering } from "./held-tables.ts";
import {
  assetKey,
  type DeclaredBaseline,
  type HeldDeclaring,
  LastBaselines,
} from "./last-baselines.ts";

export const PORT_COLUMNS = [
  ...CITATION_COLUMNS,
  "asset_id",
  "asset",
  "cyber_system_id",
  "cyber_system",
  "impact",
  "class",
  "erc",
  "port",
  "protocol",
  "service",
  "justification",
] as const;

/** The row of an asset whose baseline is a baseline_ref: its ports are not in the repository. */
export const KEPT_ELSEWHERE = "kept elsewhere (baseline_ref)";

/** A change record at which an asset's declared ports must be read. */
export interface PortRead {
  by: Cited;
  /** The commit the record applied (its merge_sha). */
  commit: string;
  baseline: PortBaseline;
}

/** What a port change holds of its baseline: what tells a change, and where the content is read. */
export type PortBaseline = Pick<
  PlanBaseline,
  "asset" | "cyber_system_id" | "cyber_system" | "kind"
> & {
  /** The whole baseline's digest, only where it tells the ports: a baseline_ref, or no items. */
  digest?: string;
  items?: Pick<NonNullable<PlanBaseline["items"]>, "ports">;
};

/** One declared port, as a baseline's `ports:` writes it. */
export interface DeclaredPort {
  port: number | string;
  protocol: string;
  service?: string;
  justification?: string;
}

/** An asset's ports item as each record that changed it declared it. */
interface PortState {
  by: Cited;
  baseline: PortBaseline;
}

/** An asset's port changes since it last appeared, in chain order. */
interface History {
  workspace: string;
  states: PortState[];
}

/**
 * A history as the population fold holds it: the asset's system id and name, and each change's
 * record by number with its baseline's other fields (PortBaseline); its workspace is its records'.
 */
export interface HeldHistory {
  cyber_system_id: string;
  asset: string;
  states: [number, PortFields<number>][];
}

/** What a port change holds of its baseline besides its asset's key, its digests as `D`. */
interface PortFields<D> {
  cyber_system?: string;
  digest?: D;
  kind?: PortBaseline["kind"];
  items?: { ports?: D };
}

/** The ports population's state as the population fold holds it. */
export interface HeldPorts {
  histories: HeldHistory[];
  /** Each workspace's last change record with baselines (last-baselines.ts). */
  declaring: HeldDeclaring[];
}

/** What an asset's ports are as of a record: its baseline_ref, or its ports item's digest. */
function portsKey(baseline: PortBaseline): string {
  if (baseline.kind === "ref") return `ref ${baseline.digest ?? ""}`;
  // A record written before item digests: only the whole baseline's digest tells a change.
  if (baseline.items === undefined) return `baseline ${baseline.digest ?? ""}`;
  return `ports ${baseline.items.ports ?? "none"}`;
}

/** Each workspace's assets' port histories, from the change records recorded by the period's end. */
export class PortPopulation {
  /** By workspace, cyber system id and asset name: its port changes since it last appeared. */
  readonly #histories: Map<string, History>;
  /** Each asset as the last record declared it (its id, impact, class, erc). */
  readonly lastBaselines: LastBaselines;

  constructor(histories = new Map<string, History>(), lastBaselines = new LastBaselines()) {
    this.#histories = histories;
    this.lastBaselines = lastBaselines;
  }

  /** A record recorded by the period's end, each workspace's in chain order. */
  add(entry: HashedRecord): void {
    const { record } = entry;
    if (record.kind !== "change" || record.change.baselines === undefined) return;
    const by = citedOf(entry);
    this.lastBaselines.add(by, record.change.baselines);
    const declared = new Set<string>();
    for (const baseline of record.change.baselines) {
      const key = `${record.workspace}/${assetKey(baseline)}`;
      declared.add(key);
      const history = this.#histories.get(key) ?? { workspace: record.workspace, states: [] };
      const last = history.states.at(-1);
      if (last !== undefined && portsKey(last.baseline) === portsKey(baseline)) continue;
      // Only what tells a change and where it is read: not the baseline's other items or patches.
      const { asset, cyber_system_id } = baseline;
      const fields = portFields<string, string>(baseline, (digest) => digest);
      history.states.push({ by, baseline: { asset, cyber_system_id, ...fields } });
      this.#histories.set(key, history);
    }
    // A baseline no longer declared: its ports are gone; a later one starts a new history.
    for (const key of this.#histories.keys())
      if (key.startsWith(`${record.workspace}/`) && !declared.has(key)) this.#histories.delete(key);
  }

  /** The records, and their commits, whose ports must be read: one per port change. */
  reads(): PortRead[] {
    return [...this.#histories.values()].flatMap(({ states }) =>
      states.flatMap((state) => (sourceOf(state.baseline) === "read" ? [readOf(state)] : [])),
    );
  }

  /**
   * The rows, from each read's baseline content (`contentAt`, as the commit declares it); or why
   * not, when a commit does not hold what its record vouches for.
   */
  rows(
    contentAt: (read: PortRead) => Readonly<Record<string, unknown>> | undefined,
  ): Row[] | { problem: string } {
    const rows: Row[] = [];
    const declared = new Map<string, Map<string, DeclaredBaseline>>();
    for (const { workspace, states } of this.#histories.values()) {
      const current = states.at(-1);
      if (current === undefined) continue;
      const source = sourceOf(current.baseline);
      let byAsset = declared.get(workspace);
      if (byAsset === undefined) {
        byAsset = this.lastBaselines.byAsset(workspace);
        declared.set(workspace, byAsset);
      }
      const latest = byAsset.get(assetKey(current.baseline));
      if (latest === undefined || source === "none") continue;
      const facts = assetFacts(latest);
      if (source === "ref") {
        rows.push({ ...citationOfCited(current.by), ...facts, port: KEPT_ELSEWHERE });
        continue;
      }
      const ported = portRows(states, facts, contentAt);
      if ("problem" in ported) return ported;
      rows.push(...ported);
    }
    return rows;
  }

  /** As the population fold holds it, each record by its number (`number`). */
  held(numbers: Numbering): HeldPorts {
    return {
      histories: [...this.#histories.values()].map(({ states }) => {
        const { asset, cyber_system_id } = itemOrThrow(states, 0, "the port history").baseline;
        return {
          cyber_system_id,
          asset,
          states: states.map(({ by, baseline }) => [
            numbers.record(by),
            portFields(baseline, numbers.digest),
          ]),
        };
      }),
      declaring: this.lastBaselines.held(numbers),
    };
  }

  /** The population `held` holds, each record and digest from its number. */
  static resume(held: HeldPorts, names: Naming): PortPopulation {
    const histories = new Map<string, History>();
    for (const { cyber_system_id, asset, states } of held.histories) {
      const resumed = states.map(([by, baseline]) => ({
        by: names.record(by),
        baseline: { asset, cyber_system_id, ...portFields(baseline, names.digest) },
      }));
      const { workspace } = itemOrThrow(resumed, 0, "the held port history").by;
      histories.set(`${workspace}/${assetKey({ cyber_system_id, asset })}`, {
        workspace,
        states: resumed,
      });
    }
    return new PortPopulation(histories, LastBaselines.resume(held.declaring, names));
  }
}

/** An asset's port rows: each port its last read declares, citing the read it is declared since. */
function portRows(
  states: readonly PortState[],
  facts: Row,
  contentAt: (read: PortRead) => Readonly<Record<string, unknown>> | undefined,
): Row[] | { problem: string } {
  const declared: DeclaredPort[][] = [];
  for (const state of states) {
    if (sourceOf(state.baseline) !== "read") {
      declared.push([]);
      continue;
    }
    const read = readOf(state);
    const ports = checkedPorts(read, contentAt(read));
    if ("problem" in ports) return ports;
    declared.push(ports);
  }
  const keys = declared.map((ports) => ports.map(canonicalJson));
  const rows: Row[] = [];
  for (const port of declared.at(-1) ?? []) {
    // The earliest record from which this port, as written now, was declared without a break.
    const text = canonicalJson(port);
    let first = states.length - 1;
    while (first > 0 && keys[first - 1]?.includes(text) === true) first -= 1;
    const since = itemOrThrow(states, first, "the port history");
    rows.push({ ...citationOfCited(since.by), ...facts, ...portCells(port) });
  }
  return rows;
}

/** The fields of a port change's baseline besides its asset's key, in one order, digests mapped. */
function portFields<A, B>(
  { cyber_system, digest, kind, items }: PortFields<A>,
  map: (digest: A) => B,
): PortFields<B> {
  return {
    ...(cyber_system === undefined ? {} : { cyber_system }),
    ...(digest === undefined || (kind !== "ref" && items !== undefined)
      ? {}
      : { digest: map(digest) }),
    ...(kind === undefined ? {} : { kind }),
    ...(items === undefined
      ? {}
      : { items: items.ports === undefined ? {} : { ports: map(items.ports) } }),
  };
}

/**
 * A port change's read. Its record is a change record, whose citation holds its commit (citedOf);
 * were it missing, the empty commit holds no content, and the population refuses (fail closed).
 */
function readOf({ by, baseline }: PortState): PortRead {
  return { by, commit: by.commit ?? "", baseline };
}

/** "read": at this record's commit; "ref": a baseline_ref; "none": no ports item written. */
function sourceOf(baseline: PortBaseline): "read" | "ref" | "none" {
  if (baseline.kind === "ref") return "ref";
  return baseline.items !== undefined && baseline.items.ports === undefined ? "none" : "read";
}

function assetFacts(baseline: DeclaredBaseline): Row {
  return {
    asset_id: baseline.asset_id ?? null,
    asset: baseline.asset,
    cyber_system_id: baseline.cyber_system_id,
    cyber_system: baseline.cyber_system ?? null,
    impact: baseline.impact ?? null,
    class: baseline.class ?? null,
    erc: baseline.erc ?? null,
  };
}

function portCells(port: DeclaredPort): Row {
  return {
    port: port.port,
    protocol: port.protocol,
    service: port.service ?? null,
    justification: port.justification ?? null,
  };
}

/**
 * The ports of `content` (an asset's baseline as the commit declares it) if its ports item is the
 * one the record vouches for; otherwise why not, naming the record.
 */
function checkedPorts(
  read: PortRead,
  content: Readonly<Record<string, unknown>> | undefined,
): DeclaredPort[] | { problem: string } {
  const { by } = read;
  const where = `record ${by.sequence} of workspace ${by.workspace} (asset ${read.baseline.asset} in ${read.baseline.cyber_system ?? read.baseline.cyber_system_id}, commit ${read.commit})`;
  if (content === undefined)
    return {
      problem: `${where}: the commit declares no baseline content for the asset; check that the evidence records this repository's inventory`,
    };
  // A record written before item digests vouches for the whole baseline only.
  const { items, digest } = read.baseline;
  const wanted = items === undefined ? digest : items.ports;
  const found =
    items === undefined ? baselineDigest("content", content) : itemDigests(content).ports;
  if (found !== wanted)
    return {
      problem: `${where}: the commit's ports (${found ?? "none"}) are not those the record vouches for (${wanted ?? "none"}); the record was made from a checkout with changes not in the commit, or the history was rewritten, so its ports cannot be shown`,
    };
  return Array.isArray(content.ports) ? (content.ports as DeclaredPort[]) : [];
}
