// CIP-003-9 Attachment 1 Section 6 at review, as a pure decision: "For assets containing low
// impact BES Cyber System(s) identified pursuant to CIP-002, that allow vendor electronic remote
// access, the Responsible Entity shall implement a process to mitigate risks associated with
// vendor electronic remote access, where such access has been established under Section 3.1.
// These processes shall include: 6.1 One or more method(s) for determining vendor electronic
// remote access; 6.2 One or more method(s) for disabling vendor electronic remote access; and 6.3
// One or more method(s) for detecting known or suspected inbound and outbound malicious
// communications for vendor electronic remote access." Section 6 counts each path: a method
// reaches every path of the site, or only those its `paths:` names. So a change to a site file
// that makes the site allow vendor remote access, adds a vendor path, admits one in its Section 3.1
// rules, withdraws the last method of a part while the site keeps allowing it, or narrows or
// withdraws the methods of a part that reached a path it keeps so that none reaches it, is listed
// with the parts whose methods its file does not name and each part and path no method reaches;
// the owner policy's
// `vendor_remote_access:` flags it (the default: a warning in the plan) or refuses the plan and
// so the merge (`require`), as the commissioning gates do. A change that only removes access, or
// leaves it as it was, is not listed. The plan asks it as the site files' set's gate
// (ReviewedFileSet.gate), as it asks every family's. From CIP-003-11's day, by the base policy's
// standards: on the run's day in its time zone, CIP-003-11's Section 3.1 is asked instead
// (eleven-gate.ts).
import { LOW_IMPACT_SHAPE } from "../families/low-impact/low-impact-shape.ts";
import type { Diagnostic, SourceLocation } from "../shared/diagnostics.ts";
import { quote } from "../shared/diagnostics.ts";
import { listOf } from "../shared/wording.ts";
import { type GateDay, type GateRuleRead, requiredGapErrors } from "../plan/reviewed-file-set.ts";
import type { Operation } from "../plan/plan-model.ts";
import { dateIn } from "../shared/calendar.ts";
import { elevenDayBy, elevenGate } from "./eleven-gate.ts";
import { parseSiteFileText } from "./parse-site-file.ts";
import {
  gapsByPart,
  methodReaches,
  type SiteFile,
  VENDOR_ACCESS_PARTS,
  type VendorAccessGap,
  type VendorAccessPart,
  vendorAccessGaps,
} from "./site-file.ts";

/** The owner policy's setting: `flag` lists each gap in the plan; `require` also refuses it. */
export const VENDOR_ACCESS_SETTINGS = LOW_IMPACT_SHAPE.reviewedFiles.gateSetting.settings;
export type VendorAccessSetting = (typeof VENDOR_ACCESS_SETTINGS)[number];

/** The setting with its file, or why the policy could not be read. */
export type VendorAccessRuleRead = GateRuleRead<VendorAccessSetting>;

/**
 * The site files' gate (ReviewedFileSet.gate): each change that opens vendor remote access without
 * every part's methods, a warning under `flag` and an error under `require` (or when the policy
 * cannot be read); a change naming all three methods passes.
 */
export function vendorAccessGate(
  head: ReadonlyMap<string, string>,
  base: ReadonlyMap<string, string>,
  read: GateRuleRead,
  _operations?: readonly Operation[],
  day?: GateDay,
): Diagnostic[] {
  const changes = [...head]
    .filter(([path, text]) => base.get(path) !== text)
    .map(([path, text]) => ({
      path,
      before: siteFileOf(base.get(path), path),
      after: siteFileOf(text, path),
    }));
  // The version the base's standards: puts in force on the run's day (the merge's, at the merge),
  // in the base policy's time zone: from CIP-003-11's, its Section 3.1 asks in Section 6's place.
  if (day !== undefined && elevenJudges(day)) return elevenGate(changes, read);
  const { check, problems } = checkVendorAccess(changes, settingOf(read));
  if (check === undefined || problems.length > 0) return problems;
  return check.changes.filter(hasGap).map((change) => ({
    severity: "warning",
    location: change.location,
    message: `${vendorAccessWords(change)}: ${vendorAccessFix(change)}`,
  }));
}

/** Whether CIP-003-11 judges on `day`'s date in the base policy's time zone. */
function elevenJudges({ now, basePolicy }: GateDay): boolean {
  const today = dateIn(now.toISOString(), basePolicy.calendar.timeZone);
  return elevenDayBy(today, basePolicy.standardVersions) !== undefined;
}

function siteFileOf(text: string | undefined, path: string): SiteFile | undefined {
  return text === undefined ? undefined : parseSiteFileText(text, path).value;
}

/** The policy's setting as the gate's own (the policy's parser admits only its choices). */
function settingOf(read: GateRuleRead): VendorAccessRuleRead {
  if ("diagnostics" in read) return read;
  if (read.rule === undefined) return { rule: undefined };
  const { setting, file } = read.rule;
  return { rule: { setting: setting === "require" ? "require" : "flag", file } };
}

/** A site file as the change finds it and leaves it: absent before (added) or after (removed). */
export interface SiteFileChange {
  path: string;
  before?: SiteFile;
  after?: SiteFile;
}

/** What a change does that Section 6 asks methods for. */
export type VendorAccessTrigger =
  | { kind: "allows" }
  | { kind: "adds-path"; path: string }
  | { kind: "admits-path"; path: string }
  | { kind: "withdraws-method"; part: VendorAccessPart }
  /**
   * A path the site kept, which a method of `part` reached before and none reaches now, while the
   * part keeps other methods: those that reached it were narrowed away from it by their `paths:`,
   * or withdrawn.
   */
  | {
      kind: "unreaches-path";
      part: VendorAccessPart;
      path: string;
      narrowed: string[];
      withdrawn: string[];
    };

/** A site file whose change opens vendor remote access, and the parts it names no method for. */
export interface VendorAccessChange {
  path: string;
  sites: string[];
  location: SourceLocation;
  triggers: VendorAccessTrigger[];
  /** The parts (6.1, 6.2, 6.3) without a method; [] when the file names all three. */
  missing: VendorAccessPart[];
  /**
   * Each other part and vendor path none of the part's methods reaches (they are narrowed by
   * `paths:` to other paths), as the change leaves the file; [] when each method of a part that
   * has one reaches every path.
   */
  unreached: VendorAccessGap[];
}

/** Whether the change leaves a part and path no method reaches. */
const hasGap = (change: VendorAccessChange) =>
  change.missing.length > 0 || change.unreached.length > 0;

export interface VendorAccessCheck {
  setting: VendorAccessSetting;
  changes: VendorAccessChange[];
}

export interface VendorAccessOutcome {
  /** Undefined: the change opens no vendor remote access. */
  check: VendorAccessCheck | undefined;
  /** Errors that refuse the plan (`require`, or a policy that cannot be read while a gap stands). */
  problems: Diagnostic[];
}

export function checkVendorAccess(
  changes: readonly SiteFileChange[],
  read: VendorAccessRuleRead,
): VendorAccessOutcome {
  const opened = changes.flatMap((change) => openedBy(change) ?? []);
  if (opened.length === 0) return { check: undefined, problems: [] };
  const setting = "rule" in read ? (read.rule?.setting ?? "flag") : "flag";
  return { check: { setting, changes: opened }, problems: refused(opened, read) };
}

/** What `change` opens of vendor remote access, or undefined when it opens none. */
function openedBy({ path, before, after }: SiteFileChange): VendorAccessChange | undefined {
  const access = after?.vendorRemoteAccess;
  if (after === undefined || access === undefined || !access.allowed) return undefined;
  const was = before?.vendorRemoteAccess.allowed === true ? before.vendorRemoteAccess : undefined;
  const pathsBefore = new Set(was?.paths.map((p) => p.id) ?? []);
  const admittedBefore = new Set(
    before?.electronicAccess.routable === true ? before.electronicAccess.vendorPaths : [],
  );
  const admitted = after.electronicAccess.routable ? after.electronicAccess.vendorPaths : [];
  const { withoutMethod, unreached } = gapsByPart(
    vendorAccessGaps(after),
    access.paths.map((p) => p.id),
  );
  const gapsBefore = before === undefined ? [] : vendorAccessGaps(before);
  const withoutBefore = gapsByPart(gapsBefore, [...pathsBefore]).withoutMethod;
  const allowedBefore = was !== undefined;
  const triggers: VendorAccessTrigger[] = [
    ...(allowedBefore ? [] : [{ kind: "allows" } as const]),
    ...access.paths
      .filter((p) => allowedBefore && !pathsBefore.has(p.id))
      .map((p) => ({ kind: "adds-path", path: p.id }) as const),
    ...admitted
      .filter((id) => allowedBefore && !admittedBefore.has(id))
      .map((id) => ({ kind: "admits-path", path: id }) as const),
    ...withoutMethod
      .filter((part) => allowedBefore && !withoutBefore.includes(part))
      .map((part) => ({ kind: "withdraws-method", part }) as const),
    ...unreached
      .filter(
        (gap) =>
          pathsBefore.has(gap.path) &&
          !gapsBefore.some((old) => old.part === gap.part && old.path === gap.path),
      )
      .map((gap) => unreachedBy(gap, was, access)),
  ];
  if (triggers.length === 0) return undefined;
  return {
    path,
    sites: after.sites,
    location: access.location,
    triggers,
    missing: withoutMethod,
    unreached,
  };
}

type Allowed = Extract<SiteFile["vendorRemoteAccess"], { allowed: true }>;

/** The methods that reached `gap`'s path before and reach it no more: narrowed, or withdrawn. */
function unreachedBy(
  gap: VendorAccessGap,
  before: Allowed | undefined,
  after: Allowed,
): VendorAccessTrigger {
  const reached = (before?.methods[gap.part] ?? []).filter((m) => methodReaches(m, gap.path));
  const kept = new Set((after.methods[gap.part] ?? []).map((m) => m.method));
  return {
    kind: "unreaches-path",
    part: gap.part,
    path: gap.path,
    narrowed: reached.filter((m) => kept.has(m.method)).map((m) => m.method),
    withdrawn: reached.filter((m) => !kept.has(m.method)).map((m) => m.method),
  };
}

/** `require` refuses each gap; a policy that cannot be read refuses too (fail closed). */
function refused(opened: readonly VendorAccessChange[], read: VendorAccessRuleRead): Diagnostic[] {
  return requiredGapErrors(
    opened.filter(hasGap),
    read,
    (change, policyFile) =>
      `${vendorAccessWords(change)}, and ${policyFile} requires every part's methods: ${vendorAccessFix(change)}`,
  );
}

/** What a trigger does, as every output says it. */
function triggerWords(trigger: VendorAccessTrigger): string {
  switch (trigger.kind) {
    case "allows":
      return "allows vendor electronic remote access";
    case "adds-path":
      return `adds vendor path ${quote(trigger.path)}`;
    case "admits-path":
      return `admits vendor path ${quote(trigger.path)} in its Section 3.1 rules`;
    case "withdraws-method":
      return `withdraws the last method for ${VENDOR_ACCESS_PARTS[trigger.part]} while keeping its vendor paths`;
    case "unreaches-path": {
      const part = VENDOR_ACCESS_PARTS[trigger.part];
      const done = [
        ...(trigger.narrowed.length === 0 ? [] : [`narrows ${methodsWords(trigger.narrowed)}`]),
        ...(trigger.withdrawn.length === 0 ? [] : [`withdraws ${methodsWords(trigger.withdrawn)}`]),
      ];
      return `${listOf(done)} of ${part} so that no ${part} method reaches vendor path ${quote(trigger.path)}`;
    }
  }
}

const methodsWords = (methods: readonly string[]) =>
  `${methods.length === 1 ? "method" : "methods"} ${listOf(methods.map((m) => quote(m)))}`;

const pathsWords = (paths: readonly string[]) =>
  `${paths.length === 1 ? "vendor path" : "vendor paths"} ${listOf(paths.map((p) => quote(p)))}`;

/** The gaps by part: the parts without any method, and each other part's paths unreached. */
function gapsOf(change: VendorAccessChange) {
  const parts = [...new Set(change.unreached.map((gap) => gap.part))];
  return {
    withoutMethod: change.missing,
    unreached: parts.map((part) => ({
      part,
      paths: change.unreached.filter((gap) => gap.part === part).map((gap) => gap.path),
    })),
  };
}

/** The change as every output says it: what it opens, and the parts it names no method for. */
export function vendorAccessWords(change: VendorAccessChange): string {
  const opens = listOf(change.triggers.map(triggerWords));
  const { withoutMethod, unreached } = gapsOf(change);
  const without = [
    ...(withoutMethod.length === 0
      ? []
      : [`without methods for ${listOf(withoutMethod.map((part) => VENDOR_ACCESS_PARTS[part]))}`]),
    ...unreached.map(
      ({ part, paths }) =>
        `without a ${VENDOR_ACCESS_PARTS[part]} method reaching ${pathsWords(paths)}`,
    ),
  ];
  const gaps = without.length === 0 ? "with methods for 6.1, 6.2 and 6.3" : listOf(without);
  return `CIP-003-9 Section 6: ${change.path} (${listOf(change.sites)}) ${opens} ${gaps}`;
}

/** How to close a gap, as every output says it. */
export function vendorAccessFix(change: VendorAccessChange): string {
  const { withoutMethod, unreached } = gapsOf(change);
  const keys = withoutMethod.map((part) => `vendor_remote_access.${part}`);
  const fixes = [
    ...(keys.length === 0 ? [] : [`name at least one method under ${listOf(keys)}`]),
    ...unreached.map(
      ({ part, paths }) =>
        `have a method under vendor_remote_access.${part} reach ${pathsWords(paths)} (written as text, a method reaches every path; { method, paths } only those it names)`,
    ),
  ];
  return `${listOf(fixes)}, or write vendor_remote_access: none and admit no vendor path in electronic_access.vendor_paths`;
}
