// A password-change record (password-change-record.ts), system-access/records/ID.yaml, read with
// positions by the reviewed file reader every family's files use: every mistake at
// file:line:column, saying what to write instead. Read at review (`now` given), a day after the
// latest any time zone has reached is refused: nobody has changed a password tomorrow. Which
// access files and account types it names is warned of against the checkout at review, from the
// places it keeps (access-reminders.ts), and judged against those in force by the pass.
//
//   version: 1
//   id: ems-root-2026-03
//   performed_on: 2026-03-10
//   access_files: [ems]
//   account_types: [root, operator]
import type { YAMLMap } from "yaml";
import { nodeStart } from "../inventory/document/yaml-reader.ts";
import {
  everyRead,
  type ParsedReviewedFile,
  parseReviewedFile,
  type ReviewedFileReader,
} from "../inventory/reviewed-files/reviewed-file-reader.ts";
import type { SourceLocation } from "../shared/diagnostics.ts";
import {
  PASSWORD_CHANGE_VERSION,
  PASSWORD_CHANGES_FOLDER,
  type PasswordChangeRecord,
} from "./password-change-record.ts";

const KEYS = ["version", "id", "performed_on", "access_files", "account_types"] as const;

/** Where a record's `access_files` or `account_types` list is written, for review's warnings. */
export interface NamedListReference {
  kind: "access_files" | "account_types";
  at: SourceLocation;
}

/** A password-change record as its parser reads it: the record, its lists' places, its problems. */
export type ParsedPasswordChange = ParsedReviewedFile<PasswordChangeRecord, NamedListReference>;

/**
 * Reads a password-change record; `now` (at review) refuses a day after the latest any time zone
 * has reached. Without it (reading a record the ledger carries), the pass judges the day.
 */
export function parsePasswordChangeText(
  text: string,
  file: string,
  now?: Date,
): ParsedPasswordChange {
  const kind = { what: "a password-change record", version: PASSWORD_CHANGE_VERSION };
  return parseReviewedFile<PasswordChangeRecord, NamedListReference>(
    text,
    file,
    kind,
    (reader, map) => recordOf(reader, map, file, now),
  );
}

function recordOf(
  reader: ReviewedFileReader<NamedListReference>,
  map: YAMLMap<unknown, unknown>,
  file: string,
  now: Date | undefined,
): PasswordChangeRecord | undefined {
  const fields = reader.fileFields(map, KEYS, KEYS, "a password-change record");
  if (fields === undefined) return undefined;
  const id = reader.fileIdField(fields, file, {
    folder: PASSWORD_CHANGES_FOLDER,
    what: "password-change record",
  });
  const performedOn = reader.pastDateField(
    fields,
    "performed_on",
    "the day the passwords were changed",
    now,
    "the day the passwords were changed, once they have been",
  );
  const accessFiles = reader.textsField(
    fields,
    "access_files",
    "the ids of the access files (system-access/ID.yaml) whose account types were changed",
  );
  const accountTypes = reader.textsField(
    fields,
    "account_types",
    "the account types changed, by the names the access files give them",
  );
  const read = { id, performedOn, accessFiles, accountTypes };
  if (!everyRead(read)) return undefined;
  for (const kind of ["access_files", "account_types"] as const)
    reader.refer(nodeStart(fields.required(kind).value), { kind });
  return read;
}
