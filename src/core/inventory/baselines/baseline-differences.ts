// What changed between two declarations of an asset's baseline, item by item of CIP-010-4 R1.1,
// with the entries added and removed: what a reviewer and an auditor read of a deviation, where
// the ledger keeps only digests. Items are compared by their digests (so a change of `reviewed:`
// or `completed_on:` alone changes none), entries by their canonical JSON; a baseline_ref's
// content is elsewhere, so a change of its digest is one change of items "unknown".
import { BASELINE_ITEMS, type BaselineItem } from "../document/baseline-items.ts";
import type { AssetBaseline } from "../document/document.ts";
import { canonicalJson } from "../../shared/sha256.ts";
import type { ChangedItem } from "./requirements.ts";

/** One changed item: the entries the later declaration adds and those it no longer has. */
export interface ItemDifference {
  item: ChangedItem;
  /** Each entry as `entryWords` writes it, in the later declaration's order. */
  added: string[];
  /** In the earlier declaration's order. */
  removed: string[];
}

/** The items that differ from `before` to `after`, in R1.1's order; none when none does. */
export function baselineDifferences(before: AssetBaseline, after: AssetBaseline): ItemDifference[] {
  if (before.kind === "ref" || after.kind === "ref")
    return before.digest === after.digest ? [] : [{ item: "unknown", added: [], removed: [] }];
  const [was, now] = [before.items ?? {}, after.items ?? {}];
  return BASELINE_ITEMS.filter((item) => was[item] !== now[item]).map((item) => {
    const earlier = entriesOf(before.content?.[item]);
    const later = entriesOf(after.content?.[item]);
    const has = (entries: readonly unknown[], entry: unknown) =>
      entries.some((other) => canonicalJson(other) === canonicalJson(entry));
    return {
      item,
      added: later.filter((entry) => !has(earlier, entry)).map((entry) => entryWords(item, entry)),
      removed: earlier
        .filter((entry) => !has(later, entry))
        .map((entry) => entryWords(item, entry)),
    };
  });
}

/** An item's entries: its list, or the one value written without a list; none when absent. */
function entriesOf(value: unknown): unknown[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

/**
 * One entry as outputs say it: a port as "3389/tcp (rdp): justification", software as "name
 * version", a patch as written; anything else as its canonical JSON, so nothing is left unsaid.
 */
export function entryWords(item: BaselineItem, entry: unknown): string {
  if (typeof entry === "string" || typeof entry === "number") return String(entry);
  if (entry === null || typeof entry !== "object") return canonicalJson(entry);
  const fields = entry as Readonly<Record<string, unknown>>;
  if (item === "ports" && fields.port !== undefined) {
    const service = typeof fields.service === "string" ? ` (${fields.service})` : "";
    const why = typeof fields.justification === "string" ? `: ${fields.justification}` : "";
    return `${String(fields.port)}/${String(fields.protocol)}${service}${why}`;
  }
  if (typeof fields.name === "string" && Object.keys(fields).every(isNameOrVersion))
    return typeof fields.version === "string" ? `${fields.name} ${fields.version}` : fields.name;
  return canonicalJson(entry);
}

function isNameOrVersion(key: string): boolean {
  return key === "name" || key === "version";
}
