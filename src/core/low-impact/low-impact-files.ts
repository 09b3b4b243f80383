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
  recordsCarried,
  type ReviewedFilesCarried,
  standingFilesCarried,
  carriedKind,
  yamlFileIn,
} from "../inventory/reviewed-files/carried-files.ts";
import {
  type BasePolicyFacts,
  fileChanges,
  type ReviewedFileSet,
} from "../plan/reviewed-file-set.ts";
import { parseProgramRecordText } from "./parse-program-record.ts";
import { parseSiteFileText } from "./parse-site-file.ts";
import { flowNeedWarnings } from "./parse-site-flows.ts";
import { PROGRAM_RECORDS_FOLDER, type ProgramRecord } from "./program-record.ts";
import {
  type ClockPart,
  partDueAfter,
  overdueOnArrival,
  programRecordReminders,
} from "./program-record-reminders.ts";
import {
  isProgramFile,
  parseProgramFileText,
  PROGRAM_FILE,
  type ProgramFile,
  programShown,
} from "./program-file.ts";
import { programReferenceProblems } from "./program-references.ts";
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

/** Whether a YAML file is directly in low-impact/, from the repository root. */
const isInLowImpactFolder = yamlFileIn(LOW_IMPACT_FOLDER);

/** Whether a path (from the repository root) is a site file: low-impact/ID.yaml, but program.yaml. */
export function isSiteFile(path: string): boolean {
  return isInLowImpactFolder(path) && !isProgramFile(path);
}

/** Whether a path (from the repository root) is a program record. */
export const isProgramRecord = yamlFileIn(PROGRAM_RECORDS_FOLDER);

/** Whether a path is a program record as review names it. */
const isProgramRecordNamed = yamlFileIn(PROGRAM_RECORDS_FOLDER, "named");

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
export type LowImpactFilesCarried = ReviewedFilesCarried;

/** What a merge's record says of the site files: each one it carries, read (null: removed). */
export function siteFilesCarried(carried: LowImpactFilesCarried): Map<string, SiteFile | null> {
  return standingFilesCarried(carried, SITE_FILES_READ);
}

const SITE_FILES_READ = carriedKind("low-impact site files", isSiteFile, parseSiteFileText);

const PROGRAM_RECORDS_READ = carriedKind(
  "low-impact program records",
  isProgramRecord,
  parseProgramRecordText,
);

/**
 * What a merge's record says of the program file: undefined when it carries none (nor removes
 * it), null when it removes it, else the file read.
 */
export function programFileCarried(carried: LowImpactFilesCarried): ProgramFile | null | undefined {
  return standingFilesCarried(carried, PROGRAM_FILE_READ).get(PROGRAM_FILE);
}

const PROGRAM_FILE_READ = carriedKind(
  "low-impact program file",
  (path) => isProgramFile(path),
  parseProgramFileText,
);

/** The program records a merge's record carries, new or changed, read, in path order. */
export function programRecordsCarried(carried: LowImpactFilesCarried): ProgramRecord[] {
  return recordsCarried(carried, PROGRAM_RECORDS_READ);
}

/**
 * A program record as the reviewer approves it: its kind and day, the policies or plans it names
 * (each a clock of its own), what its merge opens and when that falls due (the clock's interval
 * from its day, by the calendar of the policy at the commit compared with, as the obligations
 * count it once merged), and, for a review, the CIP Senior Manager whose approval of this pull
 * request approves those policies.
 */
function recordShown(
  record: ProgramRecord,
  basePolicy: BasePolicyFacts,
): NonNullable<LowImpactFileShown["record"]> {
  const shown = { id: record.id, kind: record.kind, performed_on: record.performedOn };
  const due = (part: ClockPart) =>
    partDueAfter(record.performedOn, part, basePolicy.calendar.monthEnd);
  switch (record.kind) {
    case "policy-review":
      return {
        ...shown,
        subjects: record.policies,
        next_due: due("CIP-003 R1.2"),
        approver: basePolicy.seniorManager ?? null,
      };
    case "incident-plan-test":
      return {
        ...shown,
        subjects: record.plans,
        next_due: due("CIP-003 R2 Section 4.5"),
        update_due: due("CIP-003 R2 Section 4.6"),
      };
    case "reinforcement":
      return { ...shown, next_due: due("CIP-003 R2 Section 1") };
    case "incident-plan-update":
      return { ...shown, follows: record.follows };
  }
}

/** The sites the site files of `files` name, each file that reads. */
function sitesNamed(files: ReadonlyMap<string, string>): string[] {
  return [...siteFilesOf(files)].flatMap(
    ([file, text]) => parseSiteFileText(text, file).value?.sites ?? [],
  );
}

/** Only the site files of `files`, by path. */
function siteFilesOf(files: ReadonlyMap<string, string>): ReadonlyMap<string, string> {
  return new Map([...files].filter(([path]) => isSiteFile(path)));
}

export const LOW_IMPACT_FILES: ReviewedFileSet = {
  ...LOW_IMPACT_SHAPE.reviewedFiles,
  roots: [LOW_IMPACT_FOLDER],
  patterns: [`${LOW_IMPACT_FOLDER}/*.yaml`, `${PROGRAM_RECORDS_FOLDER}/*.yaml`],
  belongs: (path) => isSiteFile(path) || isProgramRecord(path) || isProgramFile(path),
  carriedKinds: [SITE_FILES_READ, PROGRAM_RECORDS_READ, PROGRAM_FILE_READ],
  changes: (head, base, comparedWith, basePolicy) => {
    return fileChanges<LowImpactFileShown>(head, base, comparedWith, (file, text) => {
      if (isProgramFile(file)) {
        const program = parseProgramFileText(text, file).value;
        if (program === undefined) return {};
        const was = base.get(file);
        const before = was === undefined ? undefined : parseProgramFileText(was, file).value;
        return { program: programShown(program, before, sitesNamed(head)) };
      }
      if (isProgramRecord(file)) {
        const record = parseProgramRecordText(text, file).value;
        return record === undefined ? {} : { record: recordShown(record, basePolicy) };
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
  },
  problems: (text, file, now) => {
    if (isProgramRecordNamed(file)) {
      const record = parseProgramRecordText(text, file, now);
      return [...record.diagnostics, ...overdueOnArrival(record, now)];
    }
    if (isProgramFile(file, "named")) return parseProgramFileText(text, file).diagnostics;
    const parsed = parseSiteFileText(text, file);
    // Section 3.1's flows without their need: warnings, listed by validate and the plan.
    return parsed.value === undefined ? parsed.diagnostics : flowNeedWarnings(parsed.value);
  },
  problemsAmong: (files) => programReferenceProblems(files, isProgramRecordNamed),
  gate: (head, base, read) => vendorAccessGate(siteFilesOf(head), siteFilesOf(base), read),
  // A file with other problems is left to `problems`: read again with the names known only once
  // it reads without them, so that the sites' errors are the only ones it can give (a site file's
  // sites, the program file's plans' sites).
  unknownParents: (files, known) =>
    [...files].flatMap(([file, text]) => {
      if (isProgramFile(file))
        return parseProgramFileText(text, file).value === undefined
          ? []
          : parseProgramFileText(text, file, known).diagnostics;
      return isSiteFile(file) && parseSiteFileText(text, file).value !== undefined
        ? parseSiteFileText(text, file, known).diagnostics
        : [];
    }),
  reminders: (head, operations, rerated) => {
    // Each program record parsed once, for both reminders that read the records.
    const records = [...head].flatMap(([file, text]) =>
      isProgramRecord(file) ? [parseProgramRecordText(text, file)] : [],
    );
    const sites = siteFilesOf(head);
    return [
      ...siteReminders(sites, operations, rerated),
      ...programRecordReminders(sites, records),
      ...updateFollowsReminders(records),
    ];
  },
};
