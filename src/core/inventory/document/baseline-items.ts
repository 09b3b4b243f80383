// The five items of a baseline configuration, as CIP-010-4 R1.1 lists them (1.1.1 to 1.1.5), and
// what the tool derives from a baseline's content: a digest per item (so that plans and change
// records say which items changed without holding their content), which items are not written
// (an empty list `[]` is written: it states "none"), and how many ports have no justification.
import { canonicalJson, sha256Hex } from "../../shared/sha256.ts";

export const BASELINE_ITEMS = [
  "os_firmware",
  "software",
  "custom_software",
  "ports",
  "patches",
] as const;
export type BaselineItem = (typeof BASELINE_ITEMS)[number];

/** The part of CIP-010-4 R1.1 each item answers. */
export const R1_1_PART: Readonly<Record<BaselineItem, string>> = {
  os_firmware: "1.1.1 operating system(s) or firmware",
  software:
    "1.1.2 commercially available or open-source application software intentionally installed",
  custom_software: "1.1.3 custom software installed",
  ports: "1.1.4 logical network accessible ports",
  patches: "1.1.5 security patches applied",
};

/** sha256:... of one item's canonical JSON. */
export type ItemDigests = Partial<Record<BaselineItem, string>>;

export function itemDigests(content: Readonly<Record<string, unknown>>): ItemDigests {
  const digests: ItemDigests = {};
  for (const item of BASELINE_ITEMS) {
    if (item in content)
      digests[item] = `sha256:${sha256Hex(canonicalJson({ [item]: content[item] }))}`;
  }
  return digests;
}

/** Each item `digests` has, mapped by `map`, in R1.1's order: the order every output keeps. */
export function mapItemDigests<T>(
  digests: ItemDigests,
  map: (digest: string) => T,
): Partial<Record<BaselineItem, T>> {
  return Object.fromEntries(
    BASELINE_ITEMS.flatMap((item) => {
      const digest = digests[item];
      return digest === undefined ? [] : [[item, map(digest)]];
    }),
  );
}

/** The items a baseline's content does not write, in R1.1's order. */
export function missingItems(content: Readonly<Record<string, unknown>>): BaselineItem[] {
  return BASELINE_ITEMS.filter((item) => !(item in content));
}

/** How many of the content's ports have no justification. */
export function unjustifiedPorts(content: Readonly<Record<string, unknown>>): number {
  const ports = content.ports;
  if (!Array.isArray(ports)) return 0;
  return ports.filter(
    (port) => typeof port !== "object" || port === null || !("justification" in (port as object)),
  ).length;
}
