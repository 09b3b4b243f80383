// `cip-sync obligations`'s flags, checked: each wrong value names its flag and what it accepts.
import { CALENDAR_TIME_ZONE_HINT, isCalendarTimeZone } from "../../core/shared/calendar.ts";
import { formatNames, OBLIGATIONS_RENDERERS } from "../../render/formats.ts";
import { UsageError } from "../shared/usage-error.ts";
import { EXIT_BAD_INPUT } from "../shared/io.ts";
import { DEFAULT_POLICY_FILE } from "../../core/review/policy/policy-model.ts";
import { choice, dayFlag, numberFlag, text, type Values } from "../shared/flag-values.ts";
import {
  OBLIGATION_STATUSES,
  type ObligationStatus,
  STILL_TO_DO,
} from "../../core/obligations/obligation-model.ts";
import { isOneOf } from "../../core/shared/collections.ts";

const FORMATS = formatNames(OBLIGATIONS_RENDERERS);
export const FAIL_ON = ["overdue", "due-soon"] as const;

export interface ObligationsSettings extends CalendarFlags {
  command: "obligations";
  /** A checkout of the evidence branch. */
  dir: string;
  /** The instant statuses are judged at: --at's day, end of it in the time zone; default now. */
  at: string | undefined;
  dueSoonDays: number | undefined;
  format: (typeof FORMATS)[number];
  failOn: (typeof FAIL_ON)[number] | undefined;
  /** The statuses listed, in OBLIGATION_STATUSES' order; undefined: every one. */
  statuses: readonly ObligationStatus[] | undefined;
  out: string | undefined;
  /** Judge from every record, never from a checkpoint. */
  fromStart: boolean;
}

/**
 * --policy and --time-zone (CALENDAR_OPTIONS), of every command that counts obligations' days, and
 * --operator-keys, which they read a clone's history with (OPERATOR_KEYS), and
 * --ledger-declaration, the writer's keys its records are checked against (LEDGER_DECLARATION),
 * and --repository, the clone the declaration in force before each record is read from.
 */
export interface CalendarFlags {
  /** The policy file whose `calendar:` counts the dates; "" for none. */
  policyFile: string;
  /** Over the policy's calendar; undefined: the policy's, else the default. */
  timeZone: string | undefined;
  /** The break-glass operators' public keys file; undefined: none given. */
  operatorKeys: string | undefined;
  /** The cip-ledger.yaml whose keys must sign the records (writer-signatures.ts); undefined: none. */
  ledgerDeclaration: string | undefined;
  /** --repository: a clone whose history gives the declaration in force before each record. */
  repository: string | undefined;
  /** --verified-head: the head evidence verify left (verified-head.ts); default beside --dir. */
  verifiedHead: string | undefined;
}

/**
 * CALENDAR_OPTIONS read; a time zone that is none exits 2 (EXIT_BAD_INPUT), as the same mistake
 * in the policy file's `time_zone:` does.
 */
export function calendarFlags(values: Values): CalendarFlags {
  const timeZone = text(values, "time-zone");
  if (timeZone !== undefined && !isCalendarTimeZone(timeZone)) {
    throw new UsageError(
      `--time-zone ${timeZone} is not a calendar's time zone: give ${CALENDAR_TIME_ZONE_HINT}`,
      EXIT_BAD_INPUT,
    );
  }
  return {
    policyFile: text(values, "policy") ?? DEFAULT_POLICY_FILE,
    timeZone,
    operatorKeys: text(values, "operator-keys"),
    ledgerDeclaration: text(values, "ledger-declaration"),
    repository: text(values, "repository"),
    verifiedHead: text(values, "verified-head"),
  };
}

export function obligationsSettings(values: Values): ObligationsSettings {
  const at = dayFlag(values, "at");
  const failOn = text(values, "fail-on");
  if (failOn !== undefined && !(FAIL_ON as readonly string[]).includes(failOn)) {
    throw new UsageError(`--fail-on must be one of ${FAIL_ON.join(", ")}; got '${failOn}'.`);
  }
  const format = choice(values, "format", FORMATS);
  return {
    command: "obligations",
    dir: text(values, "dir") ?? ".",
    at,
    ...calendarFlags(values),
    dueSoonDays: numberFlag(values, "due-soon-days", { min: 0, max: 365, integer: true }),
    format,
    failOn: failOn as ObligationsSettings["failOn"],
    statuses: listedStatuses(values, format),
    out: text(values, "out"),
    fromStart: values["from-start"] === true,
  };
}

/**
 * --status's statuses (repeated or comma-separated), --all's every one, else what still needs
 * someone in text and Markdown, which a person reads top down, and every one in CSV and JSON, which
 * a program reads whole. A status that is none exits 2 (EXIT_BAD_INPUT) naming the flag.
 */
function listedStatuses(
  values: Values,
  format: ObligationsSettings["format"],
): readonly ObligationStatus[] | undefined {
  const given = values.status as string[] | undefined;
  if (given !== undefined && values.all === true) {
    throw new UsageError(
      "--all and --status cannot be given together: --all lists every status; leave it out to list only --status's",
      EXIT_BAD_INPUT,
    );
  }
  if (given === undefined)
    return values.all === true || !isReadFromTop(format) ? undefined : STILL_TO_DO;
  const words = given.flatMap((value) => value.split(",")).map((word) => word.trim());
  for (const word of words) {
    if (!isOneOf(OBLIGATION_STATUSES, word)) {
      throw new UsageError(
        `--status ${word === "" ? "''" : word} is not an obligation's status: give one or more of ${OBLIGATION_STATUSES.join(", ")}, repeated or comma-separated (e.g. --status overdue,due-soon)`,
        EXIT_BAD_INPUT,
      );
    }
  }
  return OBLIGATION_STATUSES.filter((status) => words.includes(status));
}

function isReadFromTop(format: ObligationsSettings["format"]): boolean {
  return format === "text" || format === "markdown";
}
