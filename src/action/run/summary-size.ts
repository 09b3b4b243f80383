// The job summary's size limit. GitHub accepts at most 1 MiB (1,048,576 bytes) of summary per step,
// counted in UTF-8, while the renderers cut by UTF-16 code units (String.length). A unit takes 1 to
// 3 bytes, so no single cap in units is right: the summary is rendered, measured in bytes, and
// rendered again with a smaller cap when it is over, a bounded number of times.

/** Below GitHub's 1 MiB per step, with a margin for what the runner adds. */
export const SUMMARY_MAX_BYTES = 1_000_000;

/** The first cap: ASCII (1 byte per unit), the common case, fits at once. */
const FIRST_CAP = 1_000_000;

/** Renders at most this many times. */
const MAX_TRIES = 4;

/** The summary when not even its fixed part fits (never, with the Action's short headings). */
export const SUMMARY_TOO_LARGE =
  "The job summary would exceed GitHub's limit of 1 MiB per step and was left out: the log of this step holds the plan.";

/**
 * `render(cap)` for the first cap, out of at most MAX_TRIES, whose UTF-8 size is at most
 * `maxBytes`. `render` returns the summary with its variable part (the plan, the diagnostics) cut to
 * at most `cap` UTF-16 code units, and redacts it, so that the size measured is the size written.
 * A retry scales the cap by the bytes per unit just measured; the last one cannot miss, as it takes
 * the worst case: 3 bytes per unit, besides the fixed part's bytes (`render(0)`).
 */
export function fitSummary(
  render: (cap: number) => string,
  maxBytes: number = SUMMARY_MAX_BYTES,
): string {
  let cap = Math.min(FIRST_CAP, maxBytes);
  for (let attempt = 1; attempt <= MAX_TRIES; attempt++) {
    const text = render(cap);
    const bytes = Buffer.byteLength(text, "utf8");
    if (bytes <= maxBytes) return text;
    if (attempt === MAX_TRIES) break;
    let next = Math.floor(Math.min(cap, text.length) * (maxBytes / bytes) * 0.98);
    if (attempt === MAX_TRIES - 1) {
      const fixedBytes = Buffer.byteLength(render(0), "utf8");
      next = Math.min(next, Math.floor((maxBytes - fixedBytes) / 3));
    }
    cap = Math.max(0, Math.min(cap - 1, next));
  }
  return SUMMARY_TOO_LARGE;
}
