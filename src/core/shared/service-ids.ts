// The shape of the ids the Compliance Inventory Service assigns (spec 2.2: a prefix per record
// kind; the emulator adds letters, digits, "_" and "-"). An id goes into a request path, so one
// of another shape is refused where it enters: "." or ".." would make DELETE /cyber-assets/..
// the request DELETE /, whose 404 reads as "already deleted".
import { revealHiddenCharacters } from "./text/reveal.ts";

export const ID_PREFIXES = {
  facility: "fac_",
  controlCenter: "cc_",
  cyberSystem: "cs_",
  cyberAsset: "ca_",
} as const;

export type IdPrefix = (typeof ID_PREFIXES)[keyof typeof ID_PREFIXES];

/**
 * Each prefix, then what no path, URL or terminal can misread, and a sane length. One pattern per
 * prefix: a list of 100,000 records checks its ids without a slice of each.
 */
const ID_SHAPES = new Map<string, RegExp>(
  Object.values(ID_PREFIXES).map((prefix) => [
    prefix,
    new RegExp(`^${prefix}[A-Za-z0-9_-]{1,128}$`),
  ]),
);

/** Why `id` is not an id with `prefix`, or undefined when it is. */
export function idShapeProblem(id: string, prefix: IdPrefix): string | undefined {
  if (ID_SHAPES.get(prefix)?.test(id) === true) return undefined;
  return `${quoteId(id)} is not a ${prefix} id (${prefix} then 1 to 128 letters, digits, "_" or "-")`;
}

/** The id in quotes, with control and invisible characters shown as escapes. */
export function quoteId(id: string): string {
  return revealHiddenCharacters(JSON.stringify(id));
}
