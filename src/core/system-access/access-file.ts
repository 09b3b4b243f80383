// What a system access file declares (CIP-007-6 R5), one reviewed file per system, group of
// systems, location or system type, `system-access/ID.yaml`, as Part 5.2 lets the entity choose
// ("either by system, by groups of systems, by location, or by system type(s)"): the known enabled
// default and other generic account types (5.2), each password-only one's password change (5.6:
// procedural, a technical enforcement with its timeframe, or why it does not apply); the shared
// accounts, each with where its authorized individuals are kept and a digest of that list (5.3:
// the names stay outside git); the password parameters each asset enforces (5.5); the method
// limiting or alerting on failed authentication (5.7); and each asset's answer on default
// passwords (5.4). What the device really enforces stays the entity's operational evidence.
// parse-access-file.ts reads it with positions.

/** The folder the access files are filed in, each as ID.yaml. */
export const SYSTEM_ACCESS_FOLDER = "system-access";

/** The version of the access files' shape. */
export const ACCESS_FILE_VERSION = 1;

/** Part 5.2's four ways to group the inventory, as the file's `by:` names them. */
export const GROUPINGS = ["system", "group", "location", "system-type"] as const;
export type Grouping = (typeof GROUPINGS)[number];

/**
 * The account types the standard's Guidelines list ("Account types referenced in this guidance
 * typically include"), as the file's `type:` names them: a controlled vocabulary, so that the
 * population counts like with like.
 */
export const ACCOUNT_TYPE_KINDS = [
  "shared",
  "individual",
  "administrative",
  "system",
  "application",
  "guest",
  "remote-access",
  "generic",
] as const;
export type AccountTypeKind = (typeof ACCOUNT_TYPE_KINDS)[number];

/** Part 5.6's answer for a password-only account type, by `change:`. */
export const CHANGE_ENFORCEMENTS = ["procedural", "technical", "not-applicable"] as const;

/**
 * Part 5.6's "at least once every 15 calendar months": the clock between changes, and the longest
 * timeframe a technical enforcement may state.
 */
export const PASSWORD_CHANGE_MONTHS = 15;

export type PasswordChange =
  | { enforcement: "procedural" }
  | { enforcement: "technical"; maxAgeMonths: number; reference: string }
  /** A technical feasibility exception, or a medium system 5.6 does not reach, with its reason. */
  | { enforcement: "not-applicable"; reason: string };

export interface AccountType {
  name: string;
  type: AccountTypeKind;
  /** Password-only authentication for interactive user access: what 5.5 and 5.6 reach. */
  passwordOnly: boolean;
  /** 5.6's answer; absent for an account type that is not password-only. */
  change?: PasswordChange;
}

export interface SharedAccount {
  account: string;
  /** Where the authorized individuals are kept (a CIP-004 access list, a record's reference). */
  authorizedIndividuals: string;
  /** The SHA-256 of that list as reviewed, so that a change of it is seen without its names. */
  listSha256: string;
}

/** The assets a declaration speaks for: named ones, or `all` the file covers. */
export type Assets = "all" | readonly string[];

/** 5.5's enforcement: technical (the asset checks) or procedural (the people do). */
export const PARAMETER_ENFORCEMENTS = ["technical", "procedural"] as const;

export interface PasswordParameters {
  assets: Assets;
  enforcement: (typeof PARAMETER_ENFORCEMENTS)[number];
  reference: string;
  minLength: number;
  minCharacterTypes: number;
  /** The asset's longest password, where under eight characters (5.5.1's "the lesser of"). */
  maxLengthSupported?: number;
  /** The asset's most types of characters, where under three (5.5.2's "the lesser of"). */
  maxCharacterTypesSupported?: number;
}

/** 5.7's methods: either bullet, or none where it is not technically feasible. */
export const FAILED_AUTHENTICATION_METHODS = ["lockout", "alert", "not-capable"] as const;

export type FailedAuthentication = { assets: Assets; reference: string } & (
  { method: "lockout" | "alert"; threshold: number } | { method: "not-capable" }
);

/**
 * 5.4's answer per Cyber Asset: its known default passwords changed, its default unique to the
 * device (pseudo-randomly generated, which the Rationale says is no default password), or none.
 */
export const DEFAULT_PASSWORD_ANSWERS = ["changed", "unique-by-vendor", "none"] as const;
export type DefaultPasswordAnswer = (typeof DEFAULT_PASSWORD_ANSWERS)[number];

export interface DefaultPasswords {
  asset: string;
  answer: DefaultPasswordAnswer;
  reference: string;
}

export interface AccessFile {
  /** The file's name in `system-access/`, without `.yaml`. */
  id: string;
  by: Grouping;
  /** The systems (by system or group), the locations or the system types it speaks for. */
  covers: string[];
  accountTypes: AccountType[];
  sharedAccounts: SharedAccount[];
  passwordParameters: PasswordParameters[];
  failedAuthentication: FailedAuthentication[];
  defaultPasswords: DefaultPasswords[];
}
