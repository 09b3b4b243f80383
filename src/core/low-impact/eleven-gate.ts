// The site files' gate from CIP-003-11's day, which has no Section 6: its Section 3.1 asks, for
// each site with routable communications crossing its boundary (✔ NERC PDF only), "3.1.2 Detect
// known or suspected malicious communications for both inbound and outbound electronic access",
// "3.1.5 Include one or more method(s) for determining vendor electronic access, where vendor
// electronic access is permitted" and "3.1.6 Include one or more method(s) for disabling vendor
// electronic access, where vendor electronic access is permitted". So a change that leaves a site
// with a CIP-003-11 gap it did not have (site-file.ts, elevenGaps: a routable site without a
// method under electronic_access.detect, a vendor path no determine or disable method reaches)
// is listed under `flag` and refused under `require`, naming the CIP-003-11 part, as Section 6's
// gate does before that day (vendor-access-gate.ts, which asks this from the version in force).
// 3.1.3 and 3.1.4 are not asked: the site file cannot declare them. Pure.
import {
  currentVersionName,
  type VersionsInForce,
} from "../inventory/baselines/standard-versions.ts";
import type { Diagnostic, SourceLocation } from "../shared/diagnostics.ts";
import { quote } from "../shared/diagnostics.ts";
import { listOf } from "../shared/wording.ts";
import { type GateRuleRead, requiredGapErrors } from "../plan/reviewed-file-set.ts";
import {
  ELEVEN_PARTS,
  type ElevenGap,
  elevenGaps,
  partPathKey,
  type SiteFile,
} from "./site-file.ts";

/**
 * The day CIP-003-11 judges from, when `versions` (the policy's standards:) put it in force by
 * `day`; undefined while CIP-003-9 or -10 judges. The gate and the obligations ask it alike.
 */
export function elevenDayBy(
  day: string,
  versions: VersionsInForce | undefined,
): string | undefined {
  const from = versions?.find(
    (chosen) => currentVersionName(chosen.version) === "CIP-003-11",
  )?.from;
  return from !== undefined && from <= day ? from : undefined;
}

/** A site file whose change leaves CIP-003-11 gaps it did not have. */
interface ElevenChange {
  path: string;
  sites: string[];
  location: SourceLocation;
  gaps: ElevenGap[];
}

const gapKey = (gap: ElevenGap) => partPathKey(gap.part, gap.path);

/** What each part asks, in the tool's words, and where the file answers it. */
const ASKS = {
  [ELEVEN_PARTS.detect]: {
    words: "detecting known or suspected malicious communications",
    key: "electronic_access.detect",
  },
  [ELEVEN_PARTS.determine]: {
    words: "determining vendor electronic access",
    key: "vendor_remote_access.determine",
  },
  [ELEVEN_PARTS.disable]: {
    words: "disabling vendor electronic access",
    key: "vendor_remote_access.disable",
  },
} as const;

/**
 * The gate under CIP-003-11: each change's new gaps, a warning under `flag`, an error under
 * `require` (or the policy's own diagnostics when it cannot be read: fail closed).
 */
export function elevenGate(
  changes: readonly { path: string; before?: SiteFile; after?: SiteFile }[],
  read: GateRuleRead,
): Diagnostic[] {
  const opened = changes.flatMap((change) => openedBy(change) ?? []);
  const problems = requiredGapErrors(
    opened,
    read,
    (change, policyFile) =>
      `${elevenWords(change)}, and ${policyFile} requires CIP-003-11's methods: ${elevenFix(change)}`,
  );
  if (problems.length > 0) return problems;
  return opened.map((change) => ({
    severity: "warning",
    location: change.location,
    message: `${elevenWords(change)}: ${elevenFix(change)}`,
  }));
}

/** The CIP-003-11 gaps `after` has and `before` had not; undefined when none. */
function openedBy(change: {
  path: string;
  before?: SiteFile;
  after?: SiteFile;
}): ElevenChange | undefined {
  const { after, before } = change;
  if (after === undefined) return undefined;
  const had = new Set((before === undefined ? [] : elevenGaps(before)).map(gapKey));
  const gaps = elevenGaps(after).filter((gap) => !had.has(gapKey(gap)));
  const [first] = gaps;
  if (first === undefined) return undefined;
  const vendor = after.vendorRemoteAccess;
  const access = after.electronicAccess;
  // Where the first new gap is answered: 3.1.5 and 3.1.6 at Section 6's key, 3.1.2 (a routable
  // site's alone) at electronic_access.
  const location =
    first.path !== undefined && vendor.allowed
      ? vendor.location
      : access.routable
        ? access.location
        : undefined;
  if (location === undefined) return undefined;
  return { path: change.path, sites: after.sites, location, gaps };
}

/** A gap in words: the part, what it asks, and the vendor path or the site's whole access. */
function gapWords(gap: ElevenGap): string {
  const what = `a ${gap.part} method ${ASKS[gap.part].words}`;
  return gap.path === undefined
    ? `its Section 3.1 access without ${what}`
    : `vendor path ${quote(gap.path)} without ${what} reaching it`;
}

/** The change as every output says it. */
export function elevenWords(change: ElevenChange): string {
  return `CIP-003-11 Section 3.1: ${change.path} (${listOf(change.sites)}) leaves ${listOf(change.gaps.map(gapWords))}`;
}

/** How to close the gaps. */
function elevenFix(change: ElevenChange): string {
  const fixes = change.gaps.map((gap) =>
    gap.path === undefined
      ? `name at least one method under ${ASKS[gap.part].key}`
      : `have a method under ${ASKS[gap.part].key} reach vendor path ${quote(gap.path)}`,
  );
  return listOf([...new Set(fixes)]);
}
