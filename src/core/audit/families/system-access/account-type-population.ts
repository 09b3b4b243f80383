// CIP-007-6 R5's population of account types (account-types.csv): one row per account type of each
// access file in force as of the period's end (Part 5.2's inventory, by system, group, location or
// system type as the file says), with its 5.6 answer and, for a shared one, where its authorized
// individuals are kept and the digest of that list (5.3), citing the record that put the file in
// force. An access file with no enabled default or generic account type is one row saying so, so
// that the file's answer is sampled too. A file is in force from the accepted merge that carried it
// (change.system_access_files) until an accepted merge removes it; a refused merge or a
// break-glass apply puts nothing in force and removes nothing (notAccepted), and a file its parser
// refuses puts nothing in force. Folded with the records before the period in population-fold.ts,
// held as the fold holds its state (each record by number). Pure; fed each workspace's records in
// chain order.
import type { HashedRecord } from "../../../evidence/records/evidence-record.ts";
import { notAccepted } from "../../../evidence/records/in-force/facts-in-force.ts";
import type { AccessFile, AccountType } from "../../../system-access/access-file.ts";
import { accessFilesCarried } from "../../../system-access/system-access-files.ts";
import { compareCodePoints } from "../../../shared/names.ts";
import {
  CITATION_COLUMNS,
  type Cited,
  citationOfCited,
  citedOf,
  type Row,
} from "../../citation.ts";
import type { Naming, Numbering } from "../../held-tables.ts";

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

/** An access file in force: the record that put it there, and its rows. */
interface InForceFile {
  by: Cited;
  rows: Row[];
}

/** The population's state as the population fold holds it, each record by number. */
export interface HeldAccountTypes {
  /** In workspace and path order. */
  files: { record: number; path: string; rows: Row[] }[];
}

const keyOf = (workspace: string, path: string) => `${workspace}\0${path}`;

export class AccountTypePopulation {
  /** By workspace and path. */
  readonly #inForce: Map<string, InForceFile & { path: string }>;

  constructor(inForce = new Map<string, InForceFile & { path: string }>()) {
    this.#inForce = inForce;
  }

  /** A record, in its workspace's chain order: an accepted merge's access files in force. */
  add(entry: HashedRecord): void {
    const { record } = entry;
    if (record.kind !== "change") return;
    const carried = record.change.system_access_files;
    if (carried === undefined || notAccepted(record) !== undefined) return;
    const by = citedOf(entry);
    for (const [path, file] of accessFilesCarried(carried)) {
      const key = keyOf(record.workspace, path);
      if (file === null) this.#inForce.delete(key);
      else this.#inForce.set(key, { by, path, rows: rowsOf(path, file) });
    }
  }

  /** One row per account type of each file in force, in workspace and path order, citing its record. */
  rows(): Row[] {
    return this.#sorted().flatMap(({ by, rows }) =>
      rows.map((row) => ({ ...citationOfCited(by), ...row })),
    );
  }

  held(numbers: Numbering): HeldAccountTypes {
    return {
      files: this.#sorted().map(({ by, path, rows }) => ({
        record: numbers.record(by),
        path,
        rows,
      })),
    };
  }

  /** The population `held` holds, its rows taken as they are (not copied). */
  static resume(held: HeldAccountTypes, names: Naming): AccountTypePopulation {
    const inForce = new Map<string, InForceFile & { path: string }>();
    for (const { record, path, rows } of held.files) {
      const by = names.record(record);
      inForce.set(keyOf(by.workspace, path), { by, path, rows });
    }
    return new AccountTypePopulation(inForce);
  }

  #sorted(): (InForceFile & { path: string })[] {
    return [...this.#inForce.entries()]
      .sort(([a], [b]) => compareCodePoints(a, b))
      .map(([, file]) => file);
  }
}
