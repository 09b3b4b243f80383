// What a password-change record declares (CIP-007-6 R5 Part 5.6): one dated change of the
// passwords of some account types, in the access files that declare them, reviewed by pull request
// and filed in `system-access/records/ID.yaml`. It names no password, only the day and what was
// changed. parse-password-change.ts reads it with positions; its clocks are
// core/obligations/system-access/.
import { SYSTEM_ACCESS_FOLDER } from "./access-file.ts";

/** The folder the password-change records are filed in, each as ID.yaml. */
export const PASSWORD_CHANGES_FOLDER = `${SYSTEM_ACCESS_FOLDER}/records`;

/** The version of the records' shape. */
export const PASSWORD_CHANGE_VERSION = 1;

export interface PasswordChangeRecord {
  /** The file's name in `system-access/records/`, without `.yaml`. */
  id: string;
  /** The day the passwords were changed. */
  performedOn: string;
  /** The access files (their ids) whose account types it changed: the systems they cover. */
  accessFiles: string[];
  /** The account types changed, by the name each access file gives them. */
  accountTypes: string[];
}
