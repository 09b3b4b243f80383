// Small pieces of the wording every layer's messages share, so that each is written one way.

/** "1 asset", "3 assets". */
export function countOf(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? "" : "s"}`;
}

/** A ratio as a percentage with at most one decimal: 0.3 -> "30%", 0.125 -> "12.5%". */
export function percent(ratio: number): string {
  return `${Math.round(ratio * 1000) / 10}%`;
}

/** "a", "a and b", "a, b and c" (or "a, b or c"). */
export function listOf(items: readonly string[], conjunction: "and" | "or" = "and"): string {
  return items.length <= 1
    ? items.join("")
    : `${items.slice(0, -1).join(", ")} ${conjunction} ${items[items.length - 1]}`;
}

/** The first 7 characters of a commit, as GitHub shows it. */
export function shortSha(sha: string): string {
  return sha.slice(0, 7);
}
