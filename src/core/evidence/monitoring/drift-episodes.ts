// Drift episodes: from the first monitoring run that found drift to the first back in sync, with
// the apply that resolved it (when one was recorded in between) and every asset seen drifted.
import { assertNever } from "../../shared/exhaustive.ts";
import { type EvidenceRecord, pullRequestsOf } from "../records/evidence-record.ts";
import { type Difference } from "../records/drift-findings.ts";

/** An asset a drift check found different, as the files or (when they lack it) the service name it. */
export interface DriftedAsset {
  action: "create" | "update" | "delete";
  asset_id: string | null;
  name: string;
  cyber_system: string;
}

export interface DriftEpisode {
  first_seen: string;
  last_seen: string;
  /** The first monitoring run back in sync; null while unresolved. */
  resolved_at: string | null;
  /** The apply that brought the inventory back in sync, when one was recorded in between. */
  resolved_by: {
    /** The pull requests merged by the push it applied; none for a direct push. */
    pull_requests: { number: number; url: string }[];
    recorded_at: string;
  } | null;
  /** The largest number of drifted assets seen during the episode. */
  max_differences: number;
  /** Every asset seen drifted during the episode, once, in the order first seen. */
  assets: DriftedAsset[];
}

/**
 * What a checkpoint keeps of a workspace's drift episodes (core/obligations/checkpoint/): the one
 * still open, the apply recorded since it opened, and the assets it has seen. A closed episode is
 * not kept: it ended at or before the checkpoint's record, before any period a reading from the
 * checkpoint reports on.
 */
export interface HeldDriftEpisodes {
  open: DriftEpisode | null;
  last_apply: DriftEpisode["resolved_by"];
  seen: string[];
}

/**
 * Drift episodes in a workspace's whole history, its records given one at a time in chain order:
 * first run that drifted to first back in sync.
 */
export class DriftEpisodes {
  readonly episodes: DriftEpisode[] = [];
  #open: DriftEpisode | undefined;
  /** The last apply recorded while an episode is open, as the episode names it once resolved. */
  #lastApply: DriftEpisode["resolved_by"] = null;
  #seen = new Set<string>();

  /** Episodes from the state `held` keeps (its open episode, if any, is the first). */
  static resume(held: HeldDriftEpisodes): DriftEpisodes {
    const episodes = new DriftEpisodes();
    // A copy: the resumed episodes change what they hold, never the caller's object.
    const { open, last_apply, seen } = structuredClone(held);
    if (open !== null) {
      episodes.#open = open;
      episodes.episodes.push(open);
    }
    episodes.#lastApply = last_apply;
    episodes.#seen = new Set(seen);
    return episodes;
  }

  /**
   * The state a checkpoint keeps, as plain JSON sharing the open episode, which later records
   * change: serialised at once, as a checkpoint's text is (resume copies what it is given).
   */
  held(): HeldDriftEpisodes {
    return { open: this.#open ?? null, last_apply: this.#lastApply, seen: [...this.#seen] };
  }

  add(record: EvidenceRecord): void {
    switch (record.kind) {
      case "change": {
        const { outcome } = record.change;
        if (
          this.#open !== undefined &&
          (outcome === "applied" || outcome === "partly-applied" || outcome === "interrupted")
        )
          this.#lastApply = {
            pull_requests: pullRequestsOf(record.change).map(({ number, url }) => ({
              number,
              url,
            })),
            recorded_at: record.recorded_at,
          };
        return;
      }
      case "monitoring":
        break;
      case "configuration-monitoring":
        return; // devices compared with the inventory, not the service: no drift episode
      default:
        assertNever(record);
    }
    const { in_sync, differences } = record.monitoring;
    if (in_sync) {
      this.#resolve(record.recorded_at);
      return;
    }
    let open = this.#open;
    if (open === undefined) {
      open = {
        first_seen: record.recorded_at,
        last_seen: record.recorded_at,
        resolved_at: null,
        resolved_by: null,
        max_differences: 0,
        assets: [],
      };
      this.#open = open;
      this.#seen = new Set();
      this.episodes.push(open);
      this.#lastApply = null;
    }
    open.last_seen = record.recorded_at;
    open.max_differences = Math.max(open.max_differences, differences.length);
    for (const difference of differences) {
      const asset = driftedAsset(difference);
      const key = `${asset.action}\u0000${asset.asset_id}\u0000${asset.name}`;
      if (this.#seen.has(key)) continue;
      this.#seen.add(key);
      open.assets.push(asset);
    }
  }

  /** The open episode, if any, resolved by a run back in sync at `at`. */
  #resolve(at: string): void {
    const open = this.#open;
    if (open === undefined) return;
    open.resolved_at = at;
    if (this.#lastApply !== null) open.resolved_by = this.#lastApply;
    this.#open = undefined;
  }
}

/** A difference as the report names it: the declared side when the files have it, else the live. */
function driftedAsset(difference: Difference): DriftedAsset {
  // A difference has at least one side: the files' or the service's.
  const side = difference.declared ?? difference.live;
  return {
    action: difference.action,
    asset_id: difference.asset_id,
    name: side?.name ?? "",
    cyber_system: side?.cyber_system ?? "",
  };
}
