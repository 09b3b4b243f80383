// The family's reviewed files as a set the family's row carries (Family.reviewedFiles): the site
// files (low-impact/ID.yaml) and the program records (low-impact/records/ID.yaml), which paths are
// theirs, the merge record's field, what the plan shows of each (a site file's sites, Section
// 3.1's routable communications, Section 6's answer and the parts it names no method for; a
// record's kind and day) and each file's problems at review, at file:line:column, so that
// `cip-sync validate` and the plan refuse a broken one (and list, never refusing, a Section 3.1
// flow that states no need). Pure.
import type { LowImpactFileShown } from "../families/low-impact/low-impact-shape.ts";
import { LOW_IMPACT_SHAPE } from "../families/low-impact/low-impact-shape.ts";
import {
  type ChangeApprovers,
  changedFiles,
  type ReviewedFileSet,
} from "../plan/reviewed-file-set.ts";
import { parseProgramRecordText } from "./parse-program-record.ts";
import { parseSiteFileText } from "./parse-site-file.ts";
import { flowNeedWarnings } from "./parse-site-flows.ts";
import { PROGRAM_RECORDS_FOLDER, type ProgramRecord } from "./program-record.ts";
import { programRecordReminders } from "./program-record-reminders.ts";
import { siteReminders } from "./site-reminder.ts";
import { updateFollowsReminders } from "./update-follows.ts";
import { vendorAccessGate } from "./vendor-access-gate.ts";
import {
  gapsByPart,
  LOW_IMPACT_FOLDER,
  type SiteFile,
  VENDOR_ACCESS_PARTS,
  vendorAccessGaps,
} from "./site-file.ts";

const SITE_FILE_PATH = new RegExp(`^${LOW_IMPACT_FOLDER}/[^/]+\\.yaml$`);
const PROGRAM_RECORD_PATH = new RegExp(`^${PROGRAM_RECORDS_FOLDER}/[^/]+\\.yaml$`);
/** A program record as review names it: from the directory the command runs in, maybe above the root. */
const PROGRAM_RECORD_NAMED = new RegExp(`(^|/)${PROGRAM_RECORDS_FOLDER}/[^/]+\\.yaml$`);

/** Whether `path` (from the repository root) is a site file. */
export function isSiteFile(path: string): boolean {
  return SITE_FILE_PATH.test(path);
}

/** Whether `path` (from the repository root) is a program record. */
export function isProgramRecord(path: string): boolean {
  return PROGRAM_RECORD_PATH.test(path);
}

/** What the plan and the population show of a site file in force. */
export function siteShown(site: SiteFile): NonNullable<LowImpactFileShown["site"]> {
  const access = site.vendorRemoteAccess;
  const paths = access.allowed ? access.paths.map((path) => path.id) : [];
  const { withoutMethod, unreached } = gapsByPart(vendorAccessGaps(site), paths);
  return {
    id: site.id,
    sites: site.sites,
    routable: site.electronicAccess.routable,
    vendor_remote_access: access.allowed ? "allowed" : "none",
    paths,
    missing: withoutMethod.map((part) => VENDOR_ACCESS_PARTS[part]),
    // Only where a method is narrowed to some paths: a file of plain methods shows what it did.
    ...(unreached.length === 0
      ? {}
      : {
          unreached: unreached.map(({ part, path }) => ({ part: VENDOR_ACCESS_PARTS[part], path })),
        }),
  };
}

/** What a merge's record carries of the family's files (its `low_impact_files`). */
export interface LowImpactFilesCarried {
  files: readonly { file: string; text: string }[];
  removed?: readonly string[] | undefined;
}

/**
 * What a merge's record says of the site files: each site file it carries, read (null where it
 * removes one); a file its parser refuses is left out, since it puts nothing in force (the plan
 * refused it at review first). Whether the record put them in force (an accepted merge) is the
 * caller's to judge.
 */
export function siteFilesCarried(carried: LowImpactFilesCarried): Map<string, SiteFile | null> {
  const sites = new Map<string, SiteFile | null>();
  for (const { file, text } of carried.files) {
    if (!isSiteFile(file)) continue;
    const site = parseSiteFileText(text, file).value;
    if (site !== undefined) sites.set(file, site);
  }
  for (const file of carried.removed ?? []) if (isSiteFile(file)) sites.set(file, null);
  return sites;
}

/**
 * The program records a merge's record carries, new or changed, read, in path order; one its
 * parser refuses is left out, as a site file is. A removed record takes back no event: what
 * happened stays in the ledger.
 */
export function programRecordsCarried(carried: LowImpactFilesCarried): ProgramRecord[] {
  return carried.files.flatMap(({ file, text }) => {
    if (!isProgramRecord(file)) return [];
    const record = parseProgramRecordText(text, file).value;
    return record === undefined ? [] : [record];
  });
}

/**
 * A program record as the reviewer approves it: its kind and day, the policies or plans it names
 * (each a clock of its own), and, for a review, the CIP Senior Manager whose approval of this pull
 * request approves those policies.
 */
function recordShown(
  record: ProgramRecord,
  approvers: ChangeApprovers,
): NonNullable<LowImpactFileShown["record"]> {
  const shown = { id: record.id, kind: record.kind, performed_on: record.performedOn };
  switch (record.kind) {
    case "policy-review":
      return { ...shown, subjects: record.policies, approver: approvers.seniorManager ?? null };
    case "incident-plan-test":
      return { ...shown, subjects: record.plans };
    case "reinforcement":
    case "incident-plan-update":
      return shown;
  }
}

/** Only the site files of `files`, by path. */
function siteFilesOf(files: ReadonlyMap<string, string>): ReadonlyMap<string, string> {
  return new Map([...files].filter(([path]) => isSiteFile(path)));
}

export const LOW_IMPACT_FILES: ReviewedFileSet = {
  ...LOW_IMPACT_SHAPE.reviewedFiles,
  roots: [LOW_IMPACT_FOLDER],
  patterns: [`${LOW_IMPACT_FOLDER}/*.yaml`, `${PROGRAM_RECORDS_FOLDER}/*.yaml`],
  belongs: (path) => isSiteFile(path) || isProgramRecord(path),
  changes: (head, base, comparedWith, approvers) => {
    const files = changedFiles<LowImpactFileShown>(head, base, (file, text) => {
      if (isProgramRecord(file)) {
        const record = parseProgramRecordText(text, file).value;
        return record === undefined ? {} : { record: recordShown(record, approvers) };
      }
      const site = parseSiteFileText(text, file).value;
      if (site === undefined) return {};
      const was = base.get(file);
      const before = was === undefined ? undefined : parseSiteFileText(was, file).value;
      return {
        site: {
          ...siteShown(site),
          ...(before === undefined ? {} : { before: siteShown(before) }),
        },
      };
    });
    return files.length === 0 ? undefined : { compared_with: comparedWith, files };
  },
  problems: (text, file, now) => {
    if (PROGRAM_RECORD_NAMED.test(file)) return parseProgramRecordText(text, file, now).diagnostics;
    const parsed = parseSiteFileText(text, file);
    // Section 3.1's flows without their need: warnings, listed by validate and the plan.
    return parsed.value === undefined ? parsed.diagnostics : flowNeedWarnings(parsed.value);
  },
  gate: (head, base, read) => vendorAccessGate(siteFilesOf(head), siteFilesOf(base), read),
  reminders: (head, operations) => {
    // Each program record parsed once, for both reminders that read the records.
    const records = [...head].flatMap(([file, text]) =>
      isProgramRecord(file) ? [parseProgramRecordText(text, file)] : [],
    );
    const sites = siteFilesOf(head);
    return [
      ...siteReminders(sites, operations),
      ...programRecordReminders(sites, records),
      ...updateFollowsReminders(records),
    ];
  },
};
