// A system access file (access-file.ts), system-access/ID.yaml, read with positions by the
// reviewed file reader every family's files use: every mistake at file:line:column, saying what to
// write instead. Every key is written, a list `[]` stating "none", so that nothing the file leaves
// out reads as an answer. Besides each value's shape it checks what the standard's words decide
// from the file alone: a shared account type has its 5.3 entry, a password-only account type its
// 5.6 answer and some 5.5 parameters, a technical enforcement's timeframe is within 5.6's 15
// calendar months, and 5.5's length and complexity reach "the lesser of" eight characters and
// three types of characters or the asset's maximum.
//
//   version: 1
//   id: ems
//   by: system                 # system, group, location or system-type (5.2)
//   covers: [EMS Primary]
//   account_types:
//     - { name: root, type: generic, password_only: true, change: procedural }
//     - { name: svc-historian, type: system, password_only: false }
//   shared_accounts:
//     - { account: operator, authorized_individuals: CIP-004 list ACL-17, list_sha256: <64 hex> }
//   password_parameters:
//     - { assets: all, enforcement: technical, reference: GPO CIP-PW, min_length: 12, min_character_types: 3 }
//   failed_authentication:
//     - { assets: all, method: lockout, threshold: 5, reference: GPO CIP-PW }
//   default_passwords:
//     - { asset: hmi-1, answer: changed, reference: commissioning checklist CC-12 }
import type { YAMLMap } from "yaml";
import { quote } from "../shared/diagnostics.ts";
import { nodeStart } from "../inventory/document/yaml-reader.ts";
import {
  everyRead,
  type Fields,
  type ParsedReviewedFile,
  parseReviewedFile,
  type ReviewedFileReader,
} from "../inventory/reviewed-files/reviewed-file-reader.ts";
import {
  ACCESS_FILE_VERSION,
  type AccessFile,
  GROUPINGS,
  SYSTEM_ACCESS_FOLDER,
} from "./access-file.ts";
import { accountTypeOf, sharedAccountOf } from "./parse-account-entries.ts";
import { defaultPasswordsOf, failedOf, parametersOf } from "./parse-asset-entries.ts";

const KEYS = [
  "version",
  "id",
  "by",
  "covers",
  "account_types",
  "shared_accounts",
  "password_parameters",
  "failed_authentication",
  "default_passwords",
] as const;

/** What `covers:` lists, by `by:`. */
const COVERED: Record<AccessFile["by"], string> = {
  system: "the one system it speaks for, by its name in the inventory",
  group: "the systems of the group, by their names in the inventory",
  location: "the locations (facilities or control centers) whose systems it speaks for",
  "system-type": "the system types it speaks for, in the entity's words",
};

/** Reads a system access file. */
export function parseAccessFileText(text: string, file: string): ParsedReviewedFile<AccessFile> {
  const kind = { what: "a system access file", version: ACCESS_FILE_VERSION };
  return parseReviewedFile<AccessFile>(text, file, kind, (reader, map) =>
    accessFileOf(reader, map, file),
  );
}

type Reader = ReviewedFileReader;

function accessFileOf(
  reader: Reader,
  map: YAMLMap<unknown, unknown>,
  file: string,
): AccessFile | undefined {
  const fields = reader.fileFields(map, KEYS, KEYS, "a system access file");
  if (fields === undefined) return undefined;
  const id = reader.fileIdField(fields, file, {
    folder: SYSTEM_ACCESS_FOLDER,
    what: "system access file",
  });
  const by = reader.choiceField(fields, "by", GROUPINGS);
  const covers = by === undefined ? undefined : reader.textsField(fields, "covers", COVERED[by]);
  if (by === "system" && covers !== undefined && covers.length > 1)
    reader.error(
      nodeStart(fields.required("covers").value),
      `by: system speaks for one system, and covers names ${covers.length}; write by: group, or one access file per system`,
    );
  const read = {
    id,
    by,
    covers,
    accountTypes: mapsOf(reader, fields, "account_types", accountTypeOf),
    sharedAccounts: mapsOf(reader, fields, "shared_accounts", sharedAccountOf),
    passwordParameters: mapsOf(reader, fields, "password_parameters", parametersOf),
    failedAuthentication: mapsOf(reader, fields, "failed_authentication", failedOf),
    defaultPasswords: mapsOf(reader, fields, "default_passwords", defaultPasswordsOf),
  };
  return everyRead(read) && acrossLists(reader, fields, read) ? read : undefined;
}

/**
 * What the lists say of each other: each account type and shared account written once, a shared
 * account type listed under shared_accounts (5.3), and parameters declared when an account type is
 * password-only (5.5).
 */
function acrossLists(reader: Reader, fields: Fields, file: AccessFile): boolean {
  const at = (key: string) => nodeStart(fields.required(key).value);
  let valid = true;
  const once = (names: readonly string[], key: string, what: string) => {
    const twice = names.find((name, index) => names.indexOf(name) !== index);
    if (twice === undefined) return;
    reader.error(at(key), `${what} ${quote(twice)} is written twice in ${key}; keep one`);
    valid = false;
  };
  once(
    file.accountTypes.map((type) => type.name),
    "account_types",
    "account type",
  );
  once(
    file.sharedAccounts.map((account) => account.account),
    "shared_accounts",
    "shared account",
  );
  once(
    file.defaultPasswords.map((answer) => answer.asset),
    "default_passwords",
    "asset",
  );
  const listed = new Set(file.sharedAccounts.map((account) => account.account));
  for (const type of file.accountTypes.filter((one) => one.type === "shared"))
    if (!listed.has(type.name)) {
      reader.error(
        at("account_types"),
        `account type ${quote(type.name)} is shared, and shared_accounts does not list it: add { account: ${type.name}, authorized_individuals: WHERE-THEY-ARE-KEPT, list_sha256: DIGEST-OF-THAT-LIST } (CIP-007 R5.3)`,
      );
      valid = false;
    }
  const passwordOnly = file.accountTypes.filter((type) => type.passwordOnly);
  if (passwordOnly.length > 0 && file.passwordParameters.length === 0) {
    reader.error(
      at("password_parameters"),
      `account type ${quote(passwordOnly[0]?.name ?? "")} is password-only, and password_parameters declares none: add the length and complexity the assets enforce (CIP-007 R5.5)`,
    );
    valid = false;
  }
  return valid;
}

/**
 * The list field `key`, `[]` stating none, each entry a map `read` reads with its place; undefined
 * when one is refused (each reported).
 */
function mapsOf<T>(
  reader: Reader,
  fields: Fields,
  key: string,
  read: (reader: Reader, map: YAMLMap<unknown, unknown>) => T | undefined,
): T[] | undefined {
  const { value, keyOffset } = fields.required(key);
  const items = reader.list(
    value,
    keyOffset,
    key,
    `${ENTRY[key] ?? "entries"}, or [] for none`,
    true,
  );
  if (items === undefined) return undefined;
  const entries = items.map((item) => {
    const map = reader.submap(item, nodeStart(value), `${key} entry`, ENTRY[key] ?? "");
    return map === undefined ? undefined : read(reader, map);
  });
  return entries.every((entry) => entry !== undefined) ? entries : undefined;
}

/** How each list's entry is written, for the messages. */
const ENTRY: Record<string, string> = {
  account_types: "{ name, type, password_only, change }",
  shared_accounts: "{ account, authorized_individuals, list_sha256 }",
  password_parameters: "{ assets, enforcement, reference, min_length, min_character_types }",
  failed_authentication: "{ assets, method, threshold, reference }",
  default_passwords: "{ asset, answer, reference }",
};
