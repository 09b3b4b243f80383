// CIP-003-9 Attachment 1 Section 6 at review, as a pure decision: "For assets containing low
// impact BES Cyber System(s) identified pursuant to CIP-002, that allow vendor electronic remote
// access, the Responsible Entity shall implement a process to mitigate risks associated with
// vendor electronic remote access, where such access has been established under Section 3.1.
// These processes shall include: 6.1 One or more method(s) for determining vendor electronic
// remote access; 6.2 One or more method(s) for disabling vendor electronic remote access; and 6.3
// One or more method(s) for detecting known or suspected inbound and outbound malicious
// communications for vendor electronic remote access." So a change to a site file that makes the
// site allow vendor remote access, adds a vendor path, admits one in its Section 3.1 rules, or
// withdraws the last method of a part while the site keeps allowing it, is listed with the parts
// whose methods its file does not name; the owner policy's
// `vendor_remote_access:` flags it (the default: a warning in the plan) or refuses the plan and
// so the merge (`require`), as the commissioning gates do. A change that only removes access, or
// leaves it as it was, is not listed. The plan asks it as the site files' set's gate
// (ReviewedFileSet.gate), as it asks every family's.
import { LOW_IMPACT_SHAPE } from "../families/low-impact/low-impact-shape.ts";
import type { Diagnostic, SourceLocation } from "../shared/diagnostics.ts";
import { quote } from "../shared/diagnostics.ts";
import { listOf } from "../shared/wording.ts";
import { type GateRuleRead, requiredGapErrors } from "../plan/reviewed-file-set.ts";
import { parseSiteFileText } from "./parse-site-file.ts";
import {
  type SiteFile,
  VENDOR_ACCESS_PARTS,
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
): Diagnostic[] {
  const changes = [...head]
    .filter(([path, text]) => base.get(path) !== text)
    .map(([path, text]) => ({
      path,
      before: siteFileOf(base.get(path), path),
      after: siteFileOf(text, path),
    }));
  const { check, problems } = checkVendorAccess(changes, settingOf(read));
  if (check === undefined || problems.length > 0) return problems;
  return check.changes
    .filter((change) => change.missing.length > 0)
    .map((change) => ({
      severity: "warning",
      location: change.location,
      message: `${vendorAccessWords(change)}: ${vendorAccessFix(change)}`,
    }));
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
  | { kind: "withdraws-method"; part: VendorAccessPart };

/** A site file whose change opens vendor remote access, and the parts it names no method for. */
export interface VendorAccessChange {
  path: string;
  sites: string[];
  location: SourceLocation;
  triggers: VendorAccessTrigger[];
  /** The parts (6.1, 6.2, 6.3) without a method; [] when the file names all three. */
  missing: VendorAccessPart[];
}

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
  const allowedBefore = before?.vendorRemoteAccess.allowed === true;
  const pathsBefore = new Set(
    before?.vendorRemoteAccess.allowed === true
      ? before.vendorRemoteAccess.paths.map((p) => p.id)
      : [],
  );
  const admittedBefore = new Set(
    before?.electronicAccess.routable === true ? before.electronicAccess.vendorPaths : [],
  );
  const admitted = after.electronicAccess.routable ? after.electronicAccess.vendorPaths : [];
  const missing = vendorAccessGaps(after);
  const missingBefore = before === undefined ? [] : vendorAccessGaps(before);
  const triggers: VendorAccessTrigger[] = [
    ...(allowedBefore ? [] : [{ kind: "allows" } as const]),
    ...access.paths
      .filter((p) => allowedBefore && !pathsBefore.has(p.id))
      .map((p) => ({ kind: "adds-path", path: p.id }) as const),
    ...admitted
      .filter((id) => allowedBefore && !admittedBefore.has(id))
      .map((id) => ({ kind: "admits-path", path: id }) as const),
    ...missing
      .filter((part) => allowedBefore && !missingBefore.includes(part))
      .map((part) => ({ kind: "withdraws-method", part }) as const),
  ];
  if (triggers.length === 0) return undefined;
  return {
    path,
    sites: after.sites,
    location: access.location,
    triggers,
    missing,
  };
}

/** `require` refuses each gap; a policy that cannot be read refuses too (fail closed). */
function refused(opened: readonly VendorAccessChange[], read: VendorAccessRuleRead): Diagnostic[] {
  return requiredGapErrors(
    opened.filter((change) => change.missing.length > 0),
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
  }
}

/** The change as every output says it: what it opens, and the parts it names no method for. */
export function vendorAccessWords(change: VendorAccessChange): string {
  const opens = listOf(change.triggers.map(triggerWords));
  const parts = change.missing.map((part) => VENDOR_ACCESS_PARTS[part]);
  const without =
    parts.length === 0
      ? "with methods for 6.1, 6.2 and 6.3"
      : `without methods for ${listOf(parts)}`;
  return `CIP-003-9 Section 6: ${change.path} (${listOf(change.sites)}) ${opens} ${without}`;
}

/** How to close a gap, as every output says it. */
export function vendorAccessFix(change: VendorAccessChange): string {
  const keys = change.missing.map((part) => `vendor_remote_access.${part}`);
  return `name at least one method under ${listOf(keys)}, or write vendor_remote_access: none and admit no vendor path in electronic_access.vendor_paths`;
}
