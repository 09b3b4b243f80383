// The CIP-007 R1.1 population (ports.csv): one row per asset and logical network accessible port
// (CIP-010 R1.1.4) its baseline declares as of the period's end, each citing the change record
// that introduced that port as it reads now (number or range, protocol, service, justification).
// The ledger keeps each R1.1 item's digest, never its content: the content is read from the
// inventory files at the commit a record names (io/checkout/inventory-at-commit.ts), and only at records
// whose `ports` digest changed for some asset, so the reads follow port changes, not records. What
// is read must match the record's digest, or the population refuses (fail closed). A baseline kept
// elsewhere (baseline_ref) is one row saying so. Pure; fed each workspace's records in chain order.
import type { EvidenceRecord, HashedRecord } from "../evidence/records/evidence-record.ts";
import { itemDigests } from "../inventory/document/baseline-items.ts";
import { baselineDigest } from "../inventory/document/baseline-reader.ts";
import type { PlanBaseline } from "../plan/plan-model.ts";
import { itemOrThrow } from "../shared/collections.ts";
import { canonicalJson } from "../shared/sha256.ts";
import { CITATION_COLUMNS, citationOf, type Row } from "./citation.ts";

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
  entry: HashedRecord;
  /** The commit the record applied (its merge_sha). */
  commit: string;
  baseline: PlanBaseline;
}

/** One declared port, as a baseline's `ports:` writes it. */
export interface DeclaredPort {
  port: number | string;
  protocol: string;
  service?: string;
  justification?: string;
}

/** An asset's ports item as each record that changed it declared it. */
interface PortState {
  entry: HashedRecord;
  baseline: PlanBaseline;
  /** "read": at this record's commit; "ref": a baseline_ref; "none": no ports item written. */
  source: "read" | "ref" | "none";
}

type ChangeRecord = Extract<EvidenceRecord, { kind: "change" }>;

/** What an asset's ports are as of a record: its baseline_ref, or its ports item's digest. */
function portsKey(baseline: PlanBaseline): string {
  if (baseline.kind === "ref") return `ref ${baseline.digest}`;
  // A record written before item digests: only the whole baseline's digest tells a change.
  if (baseline.items === undefined) return `baseline ${baseline.digest}`;
  return `ports ${baseline.items.ports ?? "none"}`;
}

/** Each workspace's assets' port histories, from the change records recorded by the period's end. */
export class PortPopulation {
  /** By workspace, cyber system id and asset name: its port changes since it last appeared. */
  readonly #histories = new Map<string, PortState[]>();
  /** By the same key: the asset as the last record declared it (its id, impact, class, erc). */
  readonly #latest = new Map<string, PlanBaseline>();

  /** A record recorded by the period's end, each workspace's in chain order. */
  add(entry: HashedRecord): void {
    const { record } = entry;
    if (record.kind !== "change" || record.change.baselines === undefined) return;
    const declared = new Set<string>();
    for (const baseline of record.change.baselines) {
      const key = `${record.workspace}/${baseline.cyber_system_id}/${baseline.asset}`;
      declared.add(key);
      this.#latest.set(key, baseline);
      const history = this.#histories.get(key) ?? [];
      const last = history.at(-1);
      if (last !== undefined && portsKey(last.baseline) === portsKey(baseline)) continue;
      history.push({ entry, baseline, source: sourceOf(baseline) });
      this.#histories.set(key, history);
    }
    // A baseline no longer declared: its ports are gone; a later one starts a new history.
    for (const key of this.#histories.keys())
      if (key.startsWith(`${record.workspace}/`) && !declared.has(key)) {
        this.#histories.delete(key);
        this.#latest.delete(key);
      }
  }

  /** The records, and their commits, whose ports must be read: one per port change. */
  reads(): PortRead[] {
    return [...this.#histories.values()].flatMap((history) =>
      history.flatMap((state) => (state.source === "read" ? [readOf(state)] : [])),
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
    for (const [key, history] of this.#histories) {
      const current = history.at(-1);
      const latest = this.#latest.get(key);
      if (current === undefined || latest === undefined || current.source === "none") continue;
      const facts = assetFacts(latest);
      if (current.source === "ref") {
        rows.push({ ...citationOf(current.entry), ...facts, port: KEPT_ELSEWHERE });
        continue;
      }
      const declared: DeclaredPort[][] = [];
      for (const state of history) {
        if (state.source !== "read") {
          declared.push([]);
          continue;
        }
        const read = readOf(state);
        const ports = checkedPorts(read, contentAt(read));
        if ("problem" in ports) return ports;
        declared.push(ports);
      }
      const keys = declared.map((ports) => ports.map(canonicalJson));
      for (const port of declared.at(-1) ?? []) {
        // The earliest record from which this port, as written now, was declared without a break.
        const text = canonicalJson(port);
        let first = history.length - 1;
        while (first > 0 && keys[first - 1]?.includes(text) === true) first -= 1;
        const since = itemOrThrow(history, first, "the port history");
        rows.push({ ...citationOf(since.entry), ...facts, ...portCells(port) });
      }
    }
    return rows;
  }
}

function readOf(state: PortState): PortRead {
  const record = state.entry.record as ChangeRecord;
  return { entry: state.entry, commit: record.change.merge_sha, baseline: state.baseline };
}

function sourceOf(baseline: PlanBaseline): PortState["source"] {
  if (baseline.kind === "ref") return "ref";
  return baseline.items !== undefined && baseline.items.ports === undefined ? "none" : "read";
}

function assetFacts(baseline: PlanBaseline): Row {
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
  const { record } = read.entry;
  const where = `record ${record.sequence} of workspace ${record.workspace} (asset ${read.baseline.asset} in ${read.baseline.cyber_system ?? read.baseline.cyber_system_id}, commit ${read.commit})`;
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
