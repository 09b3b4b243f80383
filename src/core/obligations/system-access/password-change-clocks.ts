// CIP-007-6 R5 Part 5.6 over one workspace's ledger, pure: "Where technically feasible, for
// password-only authentication for interactive user access, either technically or procedurally
// enforce password changes or an obligation to change the password at least once every 15 calendar
// months." One clock per account type an access file in force declares password-only with
// `change: procedural` (keyed by the file's id and the type's name), each running apart, in the
// policy's time zone, on the calendar engine (addMonths by the calendar's month-end convention).
//   - The access file that first puts such an account type in force opens its clock due that day:
//     until a record of its last change is merged, nothing shows it was met (the record may date
//     that change before, and is then on time).
//   - A password-change record (system-access/records/ID.yaml) an accepted merge carries closes the
//     clock of each account type it names in each access file it names, on its performed_on, and
//     opens the next, due 15 calendar months after it. One dated after the record that carries it,
//     or not after the previous change of that clock, closes nothing and is listed beside the clock
//     with why, as is every record a refused merge or a break-glass apply carries.
//   - An account type whose file in force turns to `change: technical` (the asset forces the
//     change within its stated months) or `not-applicable`, leaves the file, or is no longer
//     password-only, is no clock any more: the open obligation closes on that merge's day, saying
//     why. What the device really enforces stays the entity's operational evidence.
// Who may assert each fact is the authority table's (core/authority/system-access/).
import type { HashedRecord } from "../../evidence/records/evidence-record.ts";
import { notAccepted } from "../../evidence/records/in-force/facts-in-force.ts";
import { judgeAuthority } from "../../authority/authority.ts";
import { addMonths, lapseBand } from "../../shared/calendar.ts";
import { type AccessFile, PASSWORD_CHANGE_MONTHS } from "../../system-access/access-file.ts";
import type { PasswordChangeRecord } from "../../system-access/password-change-record.ts";
import { PASSWORD_CHANGES_FOLDER } from "../../system-access/password-change-record.ts";
import {
  accessFilesCarried,
  passwordChangesCarried,
  type SystemAccessFilesCarried,
} from "../../system-access/system-access-files.ts";
import {
  type Context,
  dateOf,
  type Obligation,
  type RecordRef,
  refOf,
  statusOf,
} from "../obligation-model.ts";
import { laterVersionWords, partWords } from "./system-access-rows.ts";

const PART = "CIP-007 R5.6";

/** A change the clock counted: its day in the policy's zone, and the record's id. */
export interface HeldChange {
  on: string;
  what: string;
}

/** One account type's open 5.6 obligation. */
export interface HeldClock {
  /** The access file's id, and the account type's name in it. */
  access_file: string;
  account_type: string;
  /** The systems, locations or system types the file covers, for the obligation's words. */
  covers: string[];
  /** The change it runs from; absent: none recorded yet (due the day the file put it in force). */
  previous?: HeldChange;
  opened_by: RecordRef;
  due: string;
  calendar: string;
  /** The later version judging it from the day it opened, in words; absent: CIP-007-6. */
  version?: string;
  not_closed_by: { record: RecordRef; why: string }[];
}

/** The clocks' state in one workspace, as the checkpoint holds it. */
export interface PasswordClocksHeld {
  clocks: HeldClock[];
}

/** A clock's key: the access file and the account type. */
function keyOf(accessFile: string, accountType: string): string {
  return JSON.stringify([accessFile, accountType]);
}

/** The account types of `file` 5.6's clock counts: password-only, changed procedurally. */
function procedural(file: AccessFile): string[] {
  return file.accountTypes
    .filter((type) => type.change?.enforcement === "procedural")
    .map((type) => type.name);
}

/** Why an account type of `file` (null: removed) no longer has a clock, in words. */
function noClockWhy(file: AccessFile | null, name: string): string {
  const type = file?.accountTypes.find((one) => one.name === name);
  if (type === undefined) return `account type ${name} is no longer declared enabled`;
  const change = type.change;
  if (change === undefined) return `account type ${name} is no longer password-only`;
  if (change.enforcement === "technical")
    return `technical enforcement declared: the asset forces the change within ${change.maxAgeMonths} calendar months (${change.reference})`;
  return `5.6 declared not applicable: ${change.enforcement === "not-applicable" ? change.reason : ""}`;
}

export class PasswordClocks {
  readonly #context: Context;
  readonly #emit: (obligation: Obligation) => void;
  readonly #clocks = new Map<string, HeldClock>();
  /**
   * Each access file's clocks' keys, in the order #clocks holds them: the clocks of a file carried
   * are found without a walk of every clock (a walk per file grew with the square of the files).
   */
  readonly #keysOfFile = new Map<string, Set<string>>();

  constructor(
    context: Context,
    emit: (obligation: Obligation) => void,
    held: PasswordClocksHeld = { clocks: [] },
  ) {
    this.#context = context;
    this.#emit = emit;
    for (const clock of held.clocks) this.#put(clock);
  }

  /**
   * The files a merge's record carries: an accepted merge's access files move the clocks, then its
   * password-change records close them; a refused merge's or a break-glass apply's are listed
   * beside the clocks they would have moved.
   */
  addRecord(entry: HashedRecord, inForce: Context, carried: SystemAccessFilesCarried): void {
    const ref = refOf(entry);
    const refused = notAccepted(entry.record);
    const origin = refused === undefined ? ("reviewed-merge" as const) : { outside: refused };
    const recordedAt = entry.record.recorded_at;
    for (const [path, file] of accessFilesCarried(carried)) {
      const judged = judgeAuthority({
        fact: "system-access-file",
        origin,
        approvedBy: ["counted-approvals"],
        recordedAt,
      });
      if (judged.authorized) this.#accessFile(file, path, ref, inForce);
      else
        for (const clock of this.#clocksOf(file?.id ?? idOf(path)))
          clock.not_closed_by.push({ record: ref, why: `${path}: ${judged.why}` });
    }
    for (const record of passwordChangesCarried(carried)) {
      const judged = judgeAuthority({
        fact: "password-change",
        origin,
        approvedBy: ["counted-approvals"],
        dated: record.performedOn,
        recordedAt,
      });
      if (judged.authorized) this.#change(record, ref, inForce);
      else
        for (const clock of this.#named(record))
          clock.not_closed_by.push({ record: ref, why: `${record.id}: ${judged.why}` });
    }
  }

  held(): PasswordClocksHeld {
    return { clocks: [...this.#clocks.values()] };
  }

  finish(): Obligation[] {
    return [...this.#clocks.values()].map((clock) => this.#obligation(clock, undefined));
  }

  /** An access file put in force (null: removed): its procedural account types' clocks. */
  #accessFile(file: AccessFile | null, path: string, ref: RecordRef, inForce: Context): void {
    const id = file?.id ?? idOf(path);
    const counted = new Set(file === null ? [] : procedural(file));
    for (const clock of this.#clocksOf(id))
      if (!counted.has(clock.account_type)) {
        const why = noClockWhy(file, clock.account_type);
        this.#close(clock, { ref, on: dateOf(ref, inForce), why });
      } else if (file !== null) clock.covers = file.covers;
    if (file === null) return;
    const day = dateOf(ref, inForce);
    for (const name of counted)
      if (!this.#clocks.has(keyOf(id, name)))
        this.#put({
          access_file: id,
          account_type: name,
          covers: file.covers,
          opened_by: ref,
          due: day,
          calendar: inForce.rule,
          ...versionOf(day, inForce),
          not_closed_by: [],
        });
  }

  /** A counted password change: it closes each clock it names and opens the next from its day. */
  #change(record: PasswordChangeRecord, ref: RecordRef, inForce: Context): void {
    const on = record.performedOn;
    for (const open of this.#named(record)) {
      const { previous } = open;
      if (previous !== undefined && on <= previous.on) {
        // The same record carried again (its text changed) is the change counted already.
        if (on === previous.on && record.id === previous.what) continue;
        open.not_closed_by.push({
          record: ref,
          why: `${record.id}, on ${on}, is not after the previous change it would follow (${previous.what}, on ${previous.on})`,
        });
        continue;
      }
      this.#close(open, { ref, on, why: `changed on ${on} (${record.id})` });
      this.#put({
        access_file: open.access_file,
        account_type: open.account_type,
        covers: open.covers,
        previous: { on, what: record.id },
        opened_by: ref,
        due: addMonths(on, PASSWORD_CHANGE_MONTHS, inForce.calendar.monthEnd),
        calendar: inForce.rule,
        ...versionOf(on, inForce),
        not_closed_by: [],
      });
    }
  }

  /** The open clocks `record` names: each access file's account types it lists. */
  #named(record: PasswordChangeRecord): HeldClock[] {
    return record.accessFiles.flatMap((file) =>
      record.accountTypes.flatMap((type) => {
        const clock = this.#clocks.get(keyOf(file, type));
        return clock === undefined ? [] : [clock];
      }),
    );
  }

  /** The open clocks of the access file `id`, in the order #clocks holds them. */
  #clocksOf(id: string): HeldClock[] {
    return [...(this.#keysOfFile.get(id) ?? [])].flatMap((key) => this.#clocks.get(key) ?? []);
  }

  /** Opens `clock`, after every clock open (a clock of its key is closed first). */
  #put(clock: HeldClock): void {
    const key = keyOf(clock.access_file, clock.account_type);
    this.#clocks.set(key, clock);
    const keys = this.#keysOfFile.get(clock.access_file);
    if (keys === undefined) this.#keysOfFile.set(clock.access_file, new Set([key]));
    else keys.add(key);
  }

  #close(clock: HeldClock, closer: { ref: RecordRef; on: string; why: string }): void {
    const key = keyOf(clock.access_file, clock.account_type);
    this.#clocks.delete(key);
    const keys = this.#keysOfFile.get(clock.access_file);
    keys?.delete(key);
    if (keys?.size === 0) this.#keysOfFile.delete(clock.access_file);
    this.#emit(this.#obligation(clock, closer));
  }

  #obligation(
    open: HeldClock,
    closer: { ref: RecordRef; on: string; why: string } | undefined,
  ): Obligation {
    const since =
      open.previous === undefined
        ? `no accepted record of the last change when the access file put it in force: record it (${PASSWORD_CHANGES_FOLDER}/ID.yaml naming access file ${open.access_file} and account type ${open.account_type}), merged by a reviewed pull request`
        : `${PASSWORD_CHANGE_MONTHS} calendar months after the previous change (${open.previous.what}, on ${open.previous.on})`;
    // The VSL grades a late change by the months "of the last password change" (5.6): Lower
    // within 16, Moderate 17, High 18, Severe beyond; not yet done, as of today.
    const lapse =
      open.previous === undefined
        ? "none"
        : lapseBand(
            open.previous.on,
            closer?.on ?? this.#context.today,
            PASSWORD_CHANGE_MONTHS,
            this.#context.calendar.monthEnd,
          );
    const reason = [
      since,
      ...(closer === undefined ? [] : [closer.why]),
      ...(lapse === "none" ? [] : [`5.6's VSL band: ${lapse}`]),
      ...(open.version === undefined ? [] : [open.version]),
    ];
    return {
      kind: PART,
      requirement: partWords(PART),
      workspace: open.opened_by.workspace,
      subject: {
        governance: `account type ${open.account_type} of access file ${open.access_file} (${open.covers.join(", ")})`,
      },
      opened_by: open.opened_by,
      due: open.due,
      status: statusOf(open.due, closer?.on, this.#context),
      ...(closer === undefined ? {} : { closed_by: closer.ref }),
      calendar: open.calendar,
      reason: reason.join("; "),
      ...(open.not_closed_by.length === 0 ? {} : { not_closed_by: open.not_closed_by }),
    };
  }
}

/** The access file id of a removed file's path: its name without `.yaml`. */
function idOf(path: string): string {
  return (path.split("/").at(-1) ?? path).replace(/\.yaml$/, "");
}

/** The later version judging 5.6 on `day`, in words, as a clock holds it. */
function versionOf(day: string, inForce: Context): { version?: string } {
  const version = laterVersionWords(PART, day, inForce.versions ?? []);
  return version === undefined ? {} : { version };
}
