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

/**
 * Each item `digests` has, mapped by `map`, in R1.1's order: the order every output keeps. A loop,
 * not entries: a checkpoint maps every asset's baseline with it, and evidence verify builds one
 * at each checkpoint. A baseline of every item (the usual one) is one literal of five fields: an
 * object grown from `{}` keeps four in itself and the fifth in a store of its own, 40 bytes more
 * for each of the 100,000 assets the obligations pass holds.
 */
export function mapItemDigests<T>(
  digests: ItemDigests,
  map: (digest: string) => T,
): Partial<Record<BaselineItem, T>> {
  const { os_firmware, software, custom_software, ports, patches } = digests;
  if (
    os_firmware !== undefined &&
    software !== undefined &&
    custom_software !== undefined &&
    ports !== undefined &&
    patches !== undefined
  )
    return {
      os_firmware: map(os_firmware),
      software: map(software),
      custom_software: map(custom_software),
      ports: map(ports),
      patches: map(patches),
    } satisfies Record<BaselineItem, T>;
  const mapped: Partial<Record<BaselineItem, T>> = {};
  for (const item of BASELINE_ITEMS) {
    const digest = digests[item];
    if (digest !== undefined) mapped[item] = map(digest);
  }
  return mapped;
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

/**
 * What patch management reads of a baseline written as content: the operating systems or firmware and
 * the software patches come from (R1.1.1, 1.1.2), each with its version, and the patches it lists
 * as applied (R1.1.5). Kept by plans and merge records, so the ledger holds the items patch
 * sources must cover and the patches a reviewed baseline change applied.
 */
export interface PatchedBaseline {
  os_firmware: { name: string; version: string }[];
  software: { name: string; version: string }[];
  patches: string[];
}

/** The patched items of a baseline's content (already read, so each list holds what it should). */
export function patchedItemsOf(content: Readonly<Record<string, unknown>>): PatchedBaseline {
  const named = (item: unknown) =>
    (Array.isArray(item) ? item : []).flatMap((entry: unknown) => {
      if (typeof entry !== "object" || entry === null) return [];
      const { name, version } = entry as Record<string, unknown>;
      return typeof name === "string" ? [{ name, version: String(version ?? "") }] : [];
    });
  const patches = content.patches;
  return {
    os_firmware: named(content.os_firmware),
    software: named(content.software),
    patches: (Array.isArray(patches) ? patches : []).map(String),
  };
}
