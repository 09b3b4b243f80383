// The entries of a system access file's per-asset lists, each read with its place by the file's
// parser (parse-access-file.ts): CIP-007 R5.5's password parameters, held to "the lesser of" eight
// characters and three types of characters or the asset's maximum; 5.7's method (lockout or alert
// with its threshold, or not-capable); 5.4's answer on default passwords. Pure.
import { isScalar, type YAMLMap } from "yaml";
import { nodeStart } from "../inventory/document/yaml-reader.ts";
import {
  everyRead,
  type Fields,
  type ReviewedFileReader,
} from "../inventory/reviewed-files/reviewed-file-reader.ts";
import {
  type Assets,
  DEFAULT_PASSWORD_ANSWERS,
  type DefaultPasswords,
  FAILED_AUTHENTICATION_METHODS,
  type FailedAuthentication,
  PARAMETER_ENFORCEMENTS,
  type PasswordParameters,
} from "./access-file.ts";
import { wholeNumber } from "./access-values.ts";

type Reader = ReviewedFileReader;

/** `assets:`, the word `all` or a list of asset names. */
function assetsOf(reader: Reader, fields: Fields): Assets | undefined {
  const { value, keyOffset } = fields.required("assets");
  if (isScalar(value) && value.value === "all") return "all";
  return reader.texts(
    value,
    keyOffset,
    "assets",
    "the assets' names, or all (every asset the file covers)",
  );
}

/**
 * What a per-asset entry of 5.5 and 5.7 opens with: its `assets:`, the choice `key` names (its
 * enforcement, its method) and its `reference:`, described to the writer by `referenceHint`.
 */
function entryHead<T extends string>(
  reader: Reader,
  fields: Fields,
  [key, choices]: readonly [string, readonly T[]],
  referenceHint: string,
): { assets: Assets | undefined; choice: T | undefined; reference: string | undefined } {
  return {
    assets: assetsOf(reader, fields),
    choice: reader.choiceField(fields, key, choices),
    reference: reader.textField(fields, "reference", referenceHint),
  };
}

export function parametersOf(
  reader: Reader,
  map: YAMLMap<unknown, unknown>,
): PasswordParameters | undefined {
  const required = ["assets", "enforcement", "reference", "min_length", "min_character_types"];
  const known = [...required, "max_length_supported", "max_character_types_supported"];
  const fields = reader.fields(map, known, required, "a password parameters entry");
  if (fields === undefined) return undefined;
  const {
    assets,
    choice: enforcement,
    reference,
  } = entryHead(
    reader,
    fields,
    ["enforcement", PARAMETER_ENFORCEMENTS],
    "where the parameters are enforced: the setting's documentation, or the procedure",
  );
  const minLength = wholeNumber(reader, fields, "min_length", {
    hint: "the shortest password allowed",
    min: 1,
  });
  const minCharacterTypes = wholeNumber(reader, fields, "min_character_types", {
    hint: "the fewest types of characters (upper case, lower case, digits, others), 1 to 4",
    min: 1,
    max: 4,
  });
  const maxLength = fields.has("max_length_supported")
    ? wholeNumber(reader, fields, "max_length_supported", {
        hint: "the asset's longest password",
        min: 1,
      })
    : null;
  const maxTypes = fields.has("max_character_types_supported")
    ? wholeNumber(reader, fields, "max_character_types_supported", {
        hint: "the most types of characters the asset accepts, 1 to 4",
        min: 1,
        max: 4,
      })
    : null;
  const read = { assets, enforcement, reference };
  const declared = { minLength, minCharacterTypes, maxLength, maxTypes };
  if (!everyRead(read) || !everyRead(declared) || !reachesTheLesser(reader, fields, declared))
    return undefined;
  return {
    ...read,
    minLength: declared.minLength,
    minCharacterTypes: declared.minCharacterTypes,
    ...(declared.maxLength === null ? {} : { maxLengthSupported: declared.maxLength }),
    ...(declared.maxTypes === null ? {} : { maxCharacterTypesSupported: declared.maxTypes }),
  };
}

/**
 * 5.5.1 and 5.5.2: the length and complexity reach "the lesser of" eight characters, or three types
 * of characters, and the asset's maximum (null: none written); each shortfall reported.
 */
function reachesTheLesser(
  reader: Reader,
  fields: Fields,
  declared: {
    minLength: number;
    minCharacterTypes: number;
    maxLength: number | null;
    maxTypes: number | null;
  },
): boolean {
  const { minLength, minCharacterTypes, maxLength, maxTypes } = declared;
  const lengthDue = Math.min(8, maxLength ?? 8);
  const typesDue = Math.min(3, maxTypes ?? 3);
  let valid = true;
  if (minLength < lengthDue) {
    reader.error(
      nodeStart(fields.required("min_length").value),
      `min_length ${minLength} is under ${lengthDue}, the lesser of eight characters and the asset's maximum (CIP-007 R5.5.1): enforce ${lengthDue} or more, or write max_length_supported: N when the asset supports fewer`,
    );
    valid = false;
  }
  if (minCharacterTypes < typesDue) {
    reader.error(
      nodeStart(fields.required("min_character_types").value),
      `min_character_types ${minCharacterTypes} is under ${typesDue}, the lesser of three types of characters and the asset's maximum (CIP-007 R5.5.2): enforce ${typesDue} or more, or write max_character_types_supported: N when the asset supports fewer`,
    );
    valid = false;
  }
  return valid;
}

export function failedOf(
  reader: Reader,
  map: YAMLMap<unknown, unknown>,
): FailedAuthentication | undefined {
  const fields = reader.fields(
    map,
    ["assets", "method", "threshold", "reference"],
    ["assets", "method", "reference"],
    "a failed authentication entry",
  );
  if (fields === undefined) return undefined;
  const {
    assets,
    choice: method,
    reference,
  } = entryHead(
    reader,
    fields,
    ["method", FAILED_AUTHENTICATION_METHODS],
    "where the lockout or alerting is configured, or the technical feasibility exception's reference",
  );
  if (assets === undefined || method === undefined || reference === undefined) return undefined;
  if (method === "not-capable") {
    if (!fields.has("threshold")) return { assets, method, reference };
    reader.error(
      fields.required("threshold").keyOffset,
      "threshold goes with method: lockout or alert; remove it for an asset that can do neither",
    );
    return undefined;
  }
  if (!fields.has("threshold")) {
    reader.error(
      nodeStart(map),
      `method: ${method} has no threshold; write threshold: N, the unsuccessful attempts after which it ${method === "lockout" ? "locks the account" : "alerts"} (CIP-007 R5.7)`,
    );
    return undefined;
  }
  const threshold = wholeNumber(reader, fields, "threshold", {
    hint: "the number of unsuccessful attempts",
    min: 1,
  });
  return threshold === undefined ? undefined : { assets, method, threshold, reference };
}

export function defaultPasswordsOf(
  reader: Reader,
  map: YAMLMap<unknown, unknown>,
): DefaultPasswords | undefined {
  const keys = ["asset", "answer", "reference"];
  const fields = reader.fields(map, keys, keys, "a default passwords entry");
  if (fields === undefined) return undefined;
  const asset = reader.textField(fields, "asset", "the Cyber Asset's name in the inventory");
  const answer = reader.choiceField(fields, "answer", DEFAULT_PASSWORD_ANSWERS);
  const reference = reader.textField(
    fields,
    "reference",
    "the record of the change (a commissioning checklist), or the vendor document showing the default is unique to the device or that it has none",
  );
  const read = { asset, answer, reference };
  return everyRead(read) ? read : undefined;
}
