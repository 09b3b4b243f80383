// Words for numbers, shared by the core's messages and the renderers.

/** "1 asset", "3 assets". */
export function countOf(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? "" : "s"}`;
}
