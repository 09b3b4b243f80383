// The entries of a system access file's account lists, each read with its place by the file's
// parser (parse-access-file.ts): an account type with its CIP-007 R5.6 answer (procedural, a
// technical enforcement within 15 calendar months with its reference, or not-applicable with its
// reason), and a shared account with where its authorized individuals are kept and that list's
// SHA-256 (5.3: no names in git). Pure.
import type { YAMLMap } from "yaml";
import { quote } from "../shared/diagnostics.ts";
import { listOf } from "../shared/wording.ts";
import { nodeStart } from "../inventory/document/yaml-reader.ts";
import {
  everyRead,
  type Fields,
  type ReviewedFileReader,
} from "../inventory/reviewed-files/reviewed-file-reader.ts";
import {
  ACCOUNT_TYPE_KINDS,
  type AccountType,
  CHANGE_ENFORCEMENTS,
  PASSWORD_CHANGE_MONTHS,
  type PasswordChange,
  type SharedAccount,
} from "./access-file.ts";
import { wholeNumber } from "./access-values.ts";

type Reader = ReviewedFileReader;

/** The keys each 5.6 answer writes besides `change`. */
const CHANGE_KEYS: Record<PasswordChange["enforcement"], readonly string[]> = {
  procedural: [],
  technical: ["max_age_months", "reference"],
  "not-applicable": ["reason"],
};

export function accountTypeOf(
  reader: Reader,
  map: YAMLMap<unknown, unknown>,
): AccountType | undefined {
  const known = [
    "name",
    "type",
    "password_only",
    "change",
    "max_age_months",
    "reference",
    "reason",
  ];
  const fields = reader.fields(map, known, ["name", "type", "password_only"], "an account type");
  if (fields === undefined) return undefined;
  const name = reader.textField(fields, "name", "the account type's name, as the assets know it");
  const type = reader.choiceField(fields, "type", ACCOUNT_TYPE_KINDS);
  const only = fields.required("password_only");
  const passwordOnly = reader.flag(only.value, only.keyOffset, "password_only");
  if (name === undefined || type === undefined || passwordOnly === undefined) return undefined;
  if (!passwordOnly) {
    const extra = ["change", ...Object.values(CHANGE_KEYS).flat()].find((key) => fields.has(key));
    if (extra === undefined) return { name, type, passwordOnly };
    reader.error(
      fields.required(extra).keyOffset,
      `${extra} answers CIP-007 R5.6, which reaches password-only account types: remove it, or write password_only: true`,
    );
    return undefined;
  }
  if (!fields.has("change")) {
    reader.error(
      nodeStart(map),
      `account type ${quote(name)} is password-only, and has no change: write change: procedural (changed by reviewed records), technical (with max_age_months and reference) or not-applicable (with reason) (CIP-007 R5.6)`,
    );
    return undefined;
  }
  const enforcement = reader.choiceField(fields, "change", CHANGE_ENFORCEMENTS);
  if (enforcement === undefined) return undefined;
  const own = CHANGE_KEYS[enforcement];
  const wrong = Object.values(CHANGE_KEYS)
    .flat()
    .find((key) => fields.has(key) && !own.includes(key));
  if (wrong !== undefined) {
    reader.error(
      fields.required(wrong).keyOffset,
      `${wrong} does not go with change: ${enforcement}; remove it${own.length === 0 ? "" : `, and write ${listOf(own)}`}`,
    );
    return undefined;
  }
  if (!reader.required(map, own, `account type ${quote(name)} with change: ${enforcement}`))
    return undefined;
  const change = changeOf(reader, fields, enforcement);
  return change === undefined ? undefined : { name, type, passwordOnly, change };
}

function changeOf(
  reader: Reader,
  fields: Fields,
  enforcement: PasswordChange["enforcement"],
): PasswordChange | undefined {
  switch (enforcement) {
    case "procedural":
      return { enforcement };
    case "technical": {
      const months = wholeNumber(reader, fields, "max_age_months", {
        hint: `the months after which the asset forces the change, 1 to ${PASSWORD_CHANGE_MONTHS}`,
        min: 1,
        max: PASSWORD_CHANGE_MONTHS,
        over: `CIP-007 R5.6 asks a change at least once every ${PASSWORD_CHANGE_MONTHS} calendar months: write ${PASSWORD_CHANGE_MONTHS} or fewer, or change: procedural`,
      });
      const reference = reader.textField(
        fields,
        "reference",
        "where the enforced setting is documented (a policy object, a configuration export)",
      );
      const read = { enforcement, maxAgeMonths: months, reference };
      return everyRead(read) ? read : undefined;
    }
    case "not-applicable": {
      const reason = reader.textField(
        fields,
        "reason",
        "why 5.6 does not apply: a technical feasibility exception's reference, or a medium impact system without External Routable Connectivity",
      );
      return reason === undefined ? undefined : { enforcement, reason };
    }
  }
}

export function sharedAccountOf(
  reader: Reader,
  map: YAMLMap<unknown, unknown>,
): SharedAccount | undefined {
  const keys = ["account", "authorized_individuals", "list_sha256"];
  const fields = reader.fields(map, keys, keys, "a shared account");
  if (fields === undefined) return undefined;
  const account = reader.textField(fields, "account", "the shared account's name");
  const authorizedIndividuals = reader.textField(
    fields,
    "authorized_individuals",
    "where the individuals with authorized access are kept (a CIP-004 access list, its record's reference), never their names",
  );
  const listSha256 = reader.textField(
    fields,
    "list_sha256",
    "the SHA-256 of that list, 64 hex digits",
  );
  const read = { account, authorizedIndividuals, listSha256 };
  if (!everyRead(read)) return undefined;
  if (/^[0-9a-f]{64}$/.test(read.listSha256)) return read;
  reader.error(
    nodeStart(fields.required("list_sha256").value),
    `list_sha256 must be the list's SHA-256 in 64 lower-case hex digits (sha256sum prints it), not ${quote(read.listSha256)}`,
  );
  return undefined;
}
