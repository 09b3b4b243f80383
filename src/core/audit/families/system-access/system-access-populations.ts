// CIP-007-6 R5's populations: the 5.6 chain per account type (password-changes.csv), one row per
// obligation its pass judged as of the period's end (core/obligations/system-access/), one truth
// with `cip-sync obligations`: the account type, its due day and status, the change that closed it
// and the previous one it ran from (the reason), and the records that could not close it; and the
// account types of the access files in force (account-types.csv, account-type-population.ts),
// folded with the records before the period in population-fold.ts. Every row cites its record.
// Pure.
import { SYSTEM_ACCESS_SHAPE } from "../../../families/system-access/system-access-shape.ts";
import type { Obligation } from "../../../obligations/obligations.ts";
import { CITATION_COLUMNS, type Row } from "../../citation.ts";
import {
  type FamilyPopulations,
  type FoldedPopulation,
  notClosedText,
  type PeriodRecords,
  unlessClosedBefore,
} from "../family-rows.ts";
import {
  ACCOUNT_TYPE_COLUMNS,
  AccountTypePopulation,
  type HeldAccountTypes,
} from "./account-type-population.ts";

const PASSWORD_CHANGE_COLUMNS = [
  ...CITATION_COLUMNS,
  "account_type",
  "due",
  "status",
  "closed_by_sequence",
  "closed_at",
  "reason",
  "not_closed_by",
] as const;

/** At the record that opened the clock (the file, or the previous change), with what closed it. */
function changeRow(o: Obligation, period: PeriodRecords): Row {
  return {
    ...period.cite(o.opened_by),
    account_type: o.subject.governance ?? null,
    due: o.due,
    status: o.status,
    closed_by_sequence: o.closed_by?.sequence ?? null,
    closed_at: o.closed_by?.recorded_at ?? null,
    reason: o.reason ?? null,
    not_closed_by: notClosedText(o),
  };
}

const ACCOUNT_TYPES = {
  name: "accountTypes",
  columns: ACCOUNT_TYPE_COLUMNS,
  file: SYSTEM_ACCESS_SHAPE.populationFiles.accountTypes,
  heldVersion: 1,
  start: () => new AccountTypePopulation(),
  resume: (held, names) => AccountTypePopulation.resume(held, names),
} as const satisfies FoldedPopulation<"accountTypes", HeldAccountTypes>;

export const SYSTEM_ACCESS_POPULATIONS = {
  populations: [
    {
      name: "passwordChanges",
      parts: ["CIP-007 R5.6"],
      columns: PASSWORD_CHANGE_COLUMNS,
      file: SYSTEM_ACCESS_SHAPE.populationFiles.passwordChanges,
      row: unlessClosedBefore(changeRow),
    },
  ],
  folded: [ACCOUNT_TYPES],
  tie: (o) => o.subject.governance ?? "",
} as const satisfies FamilyPopulations;
