// What becomes of Section 6 on CIP-003-11's day, pure. CIP-003-11 has no Section 6: its words move
// into Section 3.1 (✔ NERC PDF only): "3.1.5 Include one or more method(s) for determining vendor
// electronic access, where vendor electronic access is permitted; and 3.1.6 Include one or more
// method(s) for disabling vendor electronic access, where vendor electronic access is permitted",
// and 6.3's detection widens to "3.1.2 Detect known or suspected malicious communications for both
// inbound and outbound electronic access", for every site with Section 3.1 communications. So a
// site's 6.1 methods are judged as 3.1.5, 6.2's as 3.1.6, 6.3's as 3.1.2 (site-file.ts,
// elevenGaps), never dropped: an open Section 6 gap on that day closes "carried into" the part it
// became, and that part's gap opens the same day, so an auditor sees one gap, never closed by
// nobody; and what a site file in force before that day leaves unmet under CIP-003-11 opens that
// day, though no merge touches the file then.
import {
  ELEVEN_PARTS,
  type ElevenGap,
  partPathKey,
  VENDOR_ACCESS_PART_KEYS,
  VENDOR_ACCESS_PARTS,
} from "../../low-impact/site-file.ts";
import type { Context, DeclaredKind, RecordRef } from "../obligation-model.ts";
import { elevenDayBy } from "../../low-impact/eleven-gate.ts";
import type { HeldLowImpactObligation } from "./low-impact-obligation.ts";
import { laterVersionWords } from "./low-impact-rows.ts";

/** The part Section 6's obligations are held under (the family's declared kind). */
export const VENDOR_ACCESS_KIND = "CIP-003 R2 Section 6" satisfies DeclaredKind;

/**
 * A part of Section 6 (or, from CIP-003-11's day, of its Section 3.1) and a vendor path of a site
 * file in force that no method of the part reaches: the obligation it opened, still open.
 */
export interface HeldGap extends HeldLowImpactObligation {
  /** The site file. */
  path: string;
  sites: string[];
  /** The vendor path's id; absent for CIP-003-11's 3.1.2, which asks it of all Section 3.1 access. */
  vendor_path?: string;
  /** 6.1, 6.2 or 6.3 under CIP-003-9 and -10; 3.1.5, 3.1.6 or 3.1.2 under CIP-003-11. */
  part: string;
}

/** A site file in force before CIP-003-11's day, and what CIP-003-11 finds unmet in it. */
export interface HeldElevenGaps {
  path: string;
  sites: string[];
  /** The accepted merge that put the file in force. */
  opened_by: RecordRef;
  gaps: { part: string; vendor_path?: string }[];
}

/**
 * A site file in force and the gaps it leaves, by the version judging (`nine`: Section 6's,
 * CIP-003-9 and -10; `eleven`: CIP-003-11's): while none of its sites is in scope they are not
 * open, and they open from the merge that brings one into scope again (issue 96, item 6).
 */
export interface HeldSiteGaps {
  path: string;
  sites: string[];
  nine: { part: string; vendor_path?: string }[];
  eleven: { part: string; vendor_path?: string }[];
}

/** A gap's key among its site file's. */
export const gapKey = (gap: { vendor_path?: string; part: string }) =>
  partPathKey(gap.part, gap.vendor_path);

/** CIP-003-11's part of each Section 6 part: 6.1 -> 3.1.5, 6.2 -> 3.1.6, 6.3 -> 3.1.2. */
const BECOMES: ReadonlyMap<string, string> = new Map(
  VENDOR_ACCESS_PART_KEYS.map((key) => [VENDOR_ACCESS_PARTS[key], ELEVEN_PARTS[key]]),
);

/** An ElevenGap as a held gap names it. */
export const heldElevenGap = (gap: ElevenGap) =>
  gap.path === undefined ? { part: gap.part } : { part: gap.part, vendor_path: gap.path };

/** What CIP-003-11's day does to the gaps open and the files pending, by `day` in `inForce`. */
export interface ElevenCarry {
  /** Each Section 6 gap closed on the day, with why. */
  carried: { gap: HeldGap; on: string; why: string }[];
  /** Each CIP-003-11 gap opened on the day, by site file. */
  opened: HeldGap[];
}

/**
 * On and after CIP-003-11's day (`day` at or after it by the versions of `inForce`): each open
 * Section 6 gap is carried into the part it became, and each site file's CIP-003-11 gaps
 * (`pending`, and those the carried gaps became) open from that day; undefined before it.
 */
export function elevenCarry(
  open: readonly HeldGap[],
  pending: readonly HeldElevenGaps[],
  day: string,
  inForce: Context,
): ElevenCarry | undefined {
  const elevenDay = elevenDayBy(day, inForce.versions);
  if (elevenDay === undefined) return undefined;
  const version = laterVersionWords(VENDOR_ACCESS_KIND, elevenDay, inForce.versions ?? []);
  const carried = open.flatMap((gap) => {
    const part = BECOMES.get(gap.part);
    if (part === undefined) return [];
    return [{ gap, part, on: elevenDay, why: `carried into CIP-003-11 ${part} from ${elevenDay}` }];
  });
  const opened = new Map<string, HeldGap>();
  const fileGapKey = (path: string, gap: { vendor_path?: string; part: string }) =>
    `${path}\0${gapKey(gap)}`;
  const openAlready = new Set(open.map((held) => fileGapKey(held.path, held)));
  const openAs = (file: Omit<HeldElevenGaps, "gaps">, gap: HeldElevenGaps["gaps"][number]) => {
    const key = fileGapKey(file.path, gap);
    if (opened.has(key) || openAlready.has(key)) return;
    opened.set(key, {
      path: file.path,
      sites: file.sites,
      ...gap,
      opened_by: file.opened_by,
      due: elevenDay,
      calendar: inForce.rule,
      ...(version === undefined ? {} : { version }),
      not_closed_by: [],
    });
  };
  for (const file of pending) for (const gap of file.gaps) openAs(file, gap);
  // A carried gap persists as its part, whatever the pending files say (a checkpoint of an older
  // version holds none): 3.1.2 asks it of the site's whole access, so it names no vendor path.
  for (const { gap, part } of carried) {
    const { vendor_path: path, ...file } = gap;
    const site = part === ELEVEN_PARTS.detect || path === undefined;
    openAs(file, site ? { part } : { part, vendor_path: path });
  }
  return { carried, opened: [...opened.values()] };
}
