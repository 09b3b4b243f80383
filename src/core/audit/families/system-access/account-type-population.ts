// CIP-007-6 R5's population of account types (account-types.csv): one row per account type of each
// access file in force as of the period's end (Part 5.2's inventory, by system, group, location or
// system type as the file says), with its 5.6 answer and, for a shared one, where its authorized
// individuals are kept and the digest of that list (5.3), citing the record that put the file in
// force. An access file with no enabled default or generic account type is one row saying so, so
// that the file's answer is sampled too. Which files are in force (change.system_access_files) is
// ../files-in-force.ts's rule. Folded with the records before the period in population-fold.ts,
// held as the fold holds its state (each record by number). Pure; fed each workspace's records in
// chain order.
import type { ChangeEvidence, HashedRecord } from "../../../evidence/records/evidence-record.ts";
import type { AccessFile, AccountType } from "../../../system-access/access-file.ts";
import { accessFilesCarried } from "../../../system-access/system-access-files.ts";
import { CITATION_COLUMNS, citationOfCited, type Row } from "../../citation.ts";
import type { Naming, Numbering } from "../../held-tables.ts";
import { FilesInForce } from "../files-in-force.ts";

const ANSWER_COLUMNS = [
  "access_file",
  "access_file_id",
  "by",
  "covers",
  "account_type",
  "type",
  "password_only",
  "password_change",
  "password_change_detail",
  "authorized_individuals",
  "authorized_list_sha256",
] as const;

export const ACCOUNT_TYPE_COLUMNS = [...CITATION_COLUMNS, ...ANSWER_COLUMNS] as const;

/** An account type's 5.6 answer and its detail (the timeframe and reference, or the reason). */
function changeOf(type: AccountType): Pick<Row, "password_change" | "password_change_detail"> {
  const change = type.change;
  if (change === undefined) return { password_change: null, password_change_detail: null };
  const detail =
    change.enforcement === "technical"
      ? `forced within ${change.maxAgeMonths} calendar months (${change.reference})`
      : change.enforcement === "not-applicable"
        ? change.reason
        : null;
  return { password_change: change.enforcement, password_change_detail: detail };
}

/** The rows of one access file: one per account type, or one saying it declares none. */
function rowsOf(path: string, file: AccessFile): Row[] {
  const head = {
    access_file: path,
    access_file_id: file.id,
    by: file.by,
    covers: file.covers.join("; "),
  };
  if (file.accountTypes.length === 0)
    return [
      {
        ...head,
        account_type: null,
        type: "none declared enabled",
        password_only: null,
        password_change: null,
        password_change_detail: null,
        authorized_individuals: null,
        authorized_list_sha256: null,
      },
    ];
  return file.accountTypes.map((type) => {
    const shared = file.sharedAccounts.find((account) => account.account === type.name);
    return {
      ...head,
      account_type: type.name,
      type: type.type,
      password_only: type.passwordOnly,
      ...changeOf(type),
      authorized_individuals: shared?.authorizedIndividuals ?? null,
      authorized_list_sha256: shared?.listSha256 ?? null,
    };
  });
}

/** The population's state as the population fold holds it, each record by number. */
export interface HeldAccountTypes {
  /** In workspace and path order. */
  files: { record: number; path: string; rows: Row[] }[];
}

/** An accepted merge's access files, by path (null: removed); undefined when it carries none. */
const accessFilesOf = (change: ChangeEvidence) =>
  change.system_access_files && accessFilesCarried(change.system_access_files);

export class AccountTypePopulation {
  /** Each access file in force, with its rows. */
  readonly #files: FilesInForce<Row[]>;

  constructor(files = new FilesInForce<Row[]>()) {
    this.#files = files;
  }

  /** A record, in its workspace's chain order: an accepted merge's access files in force. */
  add(entry: HashedRecord): void {
    this.#files.add(entry, accessFilesOf, rowsOf);
  }

  /** One row per account type of each file in force, in workspace and path order, citing its record. */
  rows(): Row[] {
    return this.#files
      .sorted()
      .flatMap(({ by, made }) => made.map((row) => ({ ...citationOfCited(by), ...row })));
  }

  held(numbers: Numbering): HeldAccountTypes {
    return {
      files: this.#files.sorted().map(({ by, path, made }) => ({
        record: numbers.record(by),
        path,
        rows: made,
      })),
    };
  }

  /** The population `held` holds, its rows taken as they are (not copied). */
  static resume(held: HeldAccountTypes, names: Naming): AccountTypePopulation {
    const files = new FilesInForce<Row[]>();
    for (const { record, path, rows } of held.files) files.resume(names.record(record), path, rows);
    return new AccountTypePopulation(files);
  }
}
