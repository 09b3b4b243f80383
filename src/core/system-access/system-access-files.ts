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
import { changedFiles, type ReviewedFileSet } from "../plan/reviewed-file-set.ts";
import { type AccessFile, SYSTEM_ACCESS_FOLDER } from "./access-file.ts";
import { accessReminders } from "./access-reminders.ts";
import { defaultPasswordGate } from "./default-password-gate.ts";
import { parseAccessFileText } from "./parse-access-file.ts";
import { parsePasswordChangeText } from "./parse-password-change.ts";
import { PASSWORD_CHANGES_FOLDER, type PasswordChangeRecord } from "./password-change-record.ts";

const ACCESS_FILE_PATH = new RegExp(`^${SYSTEM_ACCESS_FOLDER}/[^/]+\\.yaml$`);
const PASSWORD_CHANGE_PATH = new RegExp(`^${PASSWORD_CHANGES_FOLDER}/[^/]+\\.yaml$`);
/** A record as review names it: from the directory the command runs in, maybe above the root. */
const PASSWORD_CHANGE_NAMED = new RegExp(`(^|/)${PASSWORD_CHANGES_FOLDER}/[^/]+\\.yaml$`);

/** Whether `path` (from the repository root) is an access file. */
export function isAccessFile(path: string): boolean {
  return ACCESS_FILE_PATH.test(path);
}

/** Whether `path` (from the repository root) is a password-change record. */
export function isPasswordChange(path: string): boolean {
  return PASSWORD_CHANGE_PATH.test(path);
}

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
export interface SystemAccessFilesCarried {
  files: readonly { file: string; text: string }[];
  removed?: readonly string[] | undefined;
}

/**
 * The access files a merge's record carries, read (null where it removes one); a file its parser
 * refuses is left out, since it puts nothing in force (the plan refused it at review first).
 * Whether the record put them in force (an accepted merge) is the caller's to judge.
 */
export function accessFilesCarried(
  carried: SystemAccessFilesCarried,
): Map<string, AccessFile | null> {
  const files = new Map<string, AccessFile | null>();
  for (const { file, text } of carried.files) {
    if (!isAccessFile(file)) continue;
    const access = parseAccessFileText(text, file).value;
    if (access !== undefined) files.set(file, access);
  }
  for (const file of carried.removed ?? []) if (isAccessFile(file)) files.set(file, null);
  return files;
}

/**
 * The password-change records a merge's record carries, new or changed, read, in path order; one
 * its parser refuses is left out. A removed record takes back no change: what happened stays in
 * the ledger.
 */
export function passwordChangesCarried(carried: SystemAccessFilesCarried): PasswordChangeRecord[] {
  return carried.files.flatMap(({ file, text }) => {
    if (!isPasswordChange(file)) return [];
    const record = parsePasswordChangeText(text, file).value;
    return record === undefined ? [] : [record];
  });
}

export const SYSTEM_ACCESS_FILES: ReviewedFileSet = {
  ...SYSTEM_ACCESS_SHAPE.reviewedFiles,
  roots: [SYSTEM_ACCESS_FOLDER],
  patterns: [`${SYSTEM_ACCESS_FOLDER}/*.yaml`, `${PASSWORD_CHANGES_FOLDER}/*.yaml`],
  belongs: (path) => isAccessFile(path) || isPasswordChange(path),
  changes: (head, base, comparedWith) => {
    const files = changedFiles<SystemAccessFileShown>(head, base, (file, text) => {
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
    return files.length === 0 ? undefined : { compared_with: comparedWith, files };
  },
  problems: (text, file, now) =>
    PASSWORD_CHANGE_NAMED.test(file)
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
