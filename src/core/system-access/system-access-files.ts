// The family's reviewed files as a set the family's row carries (Family.reviewedFiles): the access
// files (system-access/ID.yaml) and the password-change records (system-access/records/ID.yaml),
// which paths are theirs, the merge record's field, what the plan shows of each (an access file's
// cover, account types with their 5.6 answer, shared accounts and 5.4 answers; a record's day,
// access files and account types) and each file's problems at review, at file:line:column, so
// that `cip-sync validate` and the plan refuse a broken one; its gate, Part 5.4's answer for each
// asset the change creates (default-password-gate.ts); and its reminders, a system no access file
// covers and a record naming what closes nothing (access-reminders.ts). Pure.
import type { SystemAccessFileShown } from "../families/system-access/system-access-shape.ts";
import { SYSTEM_ACCESS_SHAPE } from "../families/system-access/system-access-shape.ts";
import {
  carriedKind,
  recordsCarried,
  type ReviewedFilesCarried,
  standingFilesCarried,
  yamlFileIn,
} from "../inventory/reviewed-files/carried-files.ts";
import { fileChanges, type ReviewedFileSet } from "../plan/reviewed-file-set.ts";
import { type AccessFile, SYSTEM_ACCESS_FOLDER } from "./access-file.ts";
import { accessReminders } from "./access-reminders.ts";
import { defaultPasswordGate } from "./default-password-gate.ts";
import { parseAccessFileText } from "./parse-access-file.ts";
import { parsePasswordChangeText } from "./parse-password-change.ts";
import { PASSWORD_CHANGES_FOLDER, type PasswordChangeRecord } from "./password-change-record.ts";

/** Whether a path (from the repository root) is an access file. */
export const isAccessFile = yamlFileIn(SYSTEM_ACCESS_FOLDER);

/** Whether a path (from the repository root) is a password-change record. */
export const isPasswordChange = yamlFileIn(PASSWORD_CHANGES_FOLDER);

/** Whether a path is a password-change record as review names it. */
const isPasswordChangeNamed = yamlFileIn(PASSWORD_CHANGES_FOLDER, "named");

/** What the plan and the population show of an access file. */
export function accessShown(file: AccessFile): NonNullable<SystemAccessFileShown["access"]> {
  return {
    id: file.id,
    by: file.by,
    covers: file.covers,
    account_types: file.accountTypes.map((type) => ({
      name: type.name,
      type: type.type,
      change: type.change?.enforcement ?? "not password-only",
      ...(type.change?.enforcement === "technical"
        ? { max_age_months: type.change.maxAgeMonths }
        : {}),
    })),
    shared_accounts: file.sharedAccounts.map((shared) => ({
      account: shared.account,
      authorized_individuals: shared.authorizedIndividuals,
      list_sha256: shared.listSha256,
    })),
    default_passwords: file.defaultPasswords.map(({ asset, answer }) => ({ asset, answer })),
  };
}

/** What a merge's record carries of the family's files (its `system_access_files`). */
export type SystemAccessFilesCarried = ReviewedFilesCarried;

/** The access files a merge's record carries, read (null where it removes one). */
export function accessFilesCarried(
  carried: SystemAccessFilesCarried,
): Map<string, AccessFile | null> {
  return standingFilesCarried(carried, ACCESS_FILES_READ);
}

const ACCESS_FILES_READ = carriedKind(
  "system-access access files",
  isAccessFile,
  parseAccessFileText,
);

const PASSWORD_CHANGES_READ = carriedKind(
  "system-access password changes",
  isPasswordChange,
  parsePasswordChangeText,
);

/** The password-change records a merge's record carries, new or changed, read, in path order. */
export function passwordChangesCarried(carried: SystemAccessFilesCarried): PasswordChangeRecord[] {
  return recordsCarried(carried, PASSWORD_CHANGES_READ);
}

export const SYSTEM_ACCESS_FILES: ReviewedFileSet = {
  ...SYSTEM_ACCESS_SHAPE.reviewedFiles,
  roots: [SYSTEM_ACCESS_FOLDER],
  patterns: [`${SYSTEM_ACCESS_FOLDER}/*.yaml`, `${PASSWORD_CHANGES_FOLDER}/*.yaml`],
  belongs: (path) => isAccessFile(path) || isPasswordChange(path),
  carriedKinds: [ACCESS_FILES_READ, PASSWORD_CHANGES_READ],
  changes: (head, base, comparedWith) => {
    return fileChanges<SystemAccessFileShown>(head, base, comparedWith, (file, text) => {
      if (isPasswordChange(file)) {
        const record = parsePasswordChangeText(text, file).value;
        return record === undefined
          ? {}
          : {
              record: {
                id: record.id,
                performed_on: record.performedOn,
                access_files: record.accessFiles,
                account_types: record.accountTypes,
              },
            };
      }
      const access = parseAccessFileText(text, file).value;
      return access === undefined ? {} : { access: accessShown(access) };
    });
  },
  problems: (text, file, now) =>
    isPasswordChangeNamed(file)
      ? parsePasswordChangeText(text, file, now).diagnostics
      : parseAccessFileText(text, file).diagnostics,
  gate: (head, _base, read, operations = []) =>
    defaultPasswordGate(
      new Map([...head].filter(([path]) => isAccessFile(path))),
      read,
      operations,
    ),
  reminders: (head, operations) => {
    const access = [...head].flatMap(([file, text]) => {
      const read = isAccessFile(file) ? parseAccessFileText(text, file).value : undefined;
      return read === undefined ? [] : [read];
    });
    const records = [...head].flatMap(([file, text]) =>
      isPasswordChange(file) ? [parsePasswordChangeText(text, file)] : [],
    );
    return accessReminders(access, records, operations);
  },
};
