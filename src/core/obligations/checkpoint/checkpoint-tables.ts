// The calendars, versions of the standards, baseline digests, records and texts an obligations
// checkpoint names by number, each written once (a ledger's assets share a few calendars, most of
// their item digests, and the records that commissioned and last observed them, ten or a thousand
// at a time; its carried obligations share a few requirements and calendar rules, and their
// records), and how a resumed pass reads them back as of its own date. Pure.
import { type CalendarSettings } from "../../shared/calendar.ts";
import type { VersionsInForce } from "../../inventory/baselines/standard-versions.ts";
import {
  type Context,
  type Obligation,
  type RecordRef,
  withCalendar,
  withVersions,
} from "../obligation-model.ts";

/** The calendar that judges an interval or a deviation, and its completion grace, by number. */
export interface JudgedBy {
  /** Its index in the checkpoint's `calendars`. */
  calendar: number;
  completion_grace_days: number;
  /** Its later versions of the standards, by index in `standard_versions`; absent: the rows' own. */
  versions?: number;
}

/** What a checkpoint holds by number. */
export interface CheckpointTables {
  calendars: CalendarSettings[];
  digests: string[];
  records: RecordRef[];
  /** The later versions of the standards a context judges by; absent when none does. */
  standard_versions?: VersionsInForce[];
  /** The carried obligations' requirements and calendar rules; absent when none is carried. */
  texts?: string[];
}

/**
 * A carried obligation as a checkpoint holds it: its requirement and calendar rule by number in
 * `texts`, the records that opened and closed it by number in `records`; its other fields, and
 * the order of them all, as the pass decided it (its outputs write it in that order).
 */
export type CarriedObligation = Omit<
  Obligation,
  "requirement" | "calendar" | "opened_by" | "closed_by"
> & { requirement: number; calendar: number; opened_by: number; closed_by?: number };

/** The fields a carried obligation names by number, and the table each number is of. */
const BY_NUMBER = {
  requirement: "text",
  calendar: "text",
  opened_by: "record",
  closed_by: "record",
} as const;

/**
 * `from` with each field BY_NUMBER names mapped by its table's function (to its number, or back),
 * the others as they are, in the same order: the one mapping both ways. Built field by field, not
 * with Object.fromEntries: evidence verify builds every carried obligation of a workspace at each
 * checkpoint, and fromEntries was more than half of building a 1,000-asset obligations checkpoint.
 */
function byNumberFields<T>(
  from: object,
  map: Record<"text" | "record", (value: unknown) => unknown>,
): T {
  const to: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(from)) {
    const table = Object.hasOwn(BY_NUMBER, field)
      ? BY_NUMBER[field as keyof typeof BY_NUMBER]
      : undefined;
    const mapped = table === undefined ? value : map[table](value);
    // A field named __proto__ (JSON.parse makes it an own field) stays a field, as fromEntries kept it.
    if (field === "__proto__")
      Object.defineProperty(to, field, {
        value: mapped,
        enumerable: true,
        writable: true,
        configurable: true,
      });
    else to[field] = mapped;
  }
  return to as T;
}

/** Numbers each calendar and digest in the order first named: the same state, the same tables. */
export class TablesWriter {
  readonly tables: CheckpointTables = { calendars: [], digests: [], records: [] };
  readonly #calendars = new Map<string, number>();
  readonly #digests = new Map<string, number>();
  readonly #records = new Map<string, number>();
  readonly #versions = new Map<string, number>();
  readonly #texts = new Map<string, number>();

  calendar({ timeZone, dueSoonDays, monthEnd }: CalendarSettings): number {
    const key = JSON.stringify([timeZone, dueSoonDays, monthEnd]);
    let index = this.#calendars.get(key);
    if (index === undefined) {
      index = this.tables.calendars.push({ timeZone, dueSoonDays, monthEnd }) - 1;
      this.#calendars.set(key, index);
    }
    return index;
  }

  digest(digest: string): number {
    let index = this.#digests.get(digest);
    if (index === undefined) {
      index = this.tables.digests.push(digest) - 1;
      this.#digests.set(digest, index);
    }
    return index;
  }

  record({ workspace, sequence, sha256, recorded_at }: RecordRef): number {
    let index = this.#records.get(sha256);
    if (index === undefined) {
      index = this.tables.records.push({ workspace, sequence, sha256, recorded_at }) - 1;
      this.#records.set(sha256, index);
    }
    return index;
  }

  text(text: string): number {
    let index = this.#texts.get(text);
    if (index === undefined) {
      index = (this.tables.texts ??= []).push(text) - 1;
      this.#texts.set(text, index);
    }
    return index;
  }

  /** `obligation` as a checkpoint carries it (CarriedObligation), its fields in their order. */
  carried(obligation: Obligation): CarriedObligation {
    return byNumberFields<CarriedObligation>(obligation, {
      text: (text) => this.text(text as string),
      record: (ref) => this.record(ref as RecordRef),
    });
  }

  judgedBy(context: Context): JudgedBy {
    return {
      calendar: this.calendar(context.calendar),
      completion_grace_days: context.completionGraceDays,
      ...(context.versions === undefined
        ? {}
        : { versions: this.#versionsIndex(context.versions) }),
    };
  }

  #versionsIndex(versions: VersionsInForce): number {
    const copy = versions.map(({ version, from }) => ({ version, from }));
    const key = JSON.stringify(copy);
    let index = this.#versions.get(key);
    if (index === undefined) {
      index = (this.tables.standard_versions ??= []).push(copy) - 1;
      this.#versions.set(key, index);
    }
    return index;
  }
}

/**
 * A checkpoint's tables read back: each context as of the resumed pass's date (a checkpoint holds
 * none: the same state is resumed on any day), one object per calendar and grace.
 */
export class TablesReader {
  readonly #tables: CheckpointTables;
  readonly #pass: Context;
  readonly #contexts = new Map<string, Context>();

  constructor(tables: CheckpointTables, pass: Context) {
    this.#tables = tables;
    this.#pass = pass;
  }

  calendar(index: number): CalendarSettings {
    return this.#entry(this.#tables.calendars, index, "calendar");
  }

  digest(index: number): string {
    return this.#entry(this.#tables.digests, index, "digest");
  }

  record(index: number): RecordRef {
    return this.#entry(this.#tables.records, index, "record");
  }

  text(index: number): string {
    return this.#entry(this.#tables.texts ?? [], index, "text");
  }

  /** A carried obligation read back, its fields in the order the checkpoint holds them. */
  carried(held: CarriedObligation): Obligation {
    return byNumberFields<Obligation>(held, {
      text: (index) => this.text(index as number),
      // A record read back is the pass's own: a resumed pass may change what it holds.
      record: (index) => ({ ...this.record(index as number) }),
    });
  }

  context({ calendar, completion_grace_days, versions }: JudgedBy): Context {
    const key = `${calendar}/${completion_grace_days}/${versions ?? ""}`;
    let context = this.#contexts.get(key);
    if (context === undefined) {
      const judged = {
        ...withCalendar(this.#pass, this.calendar(calendar)),
        completionGraceDays: completion_grace_days,
      };
      const chosen =
        versions === undefined
          ? []
          : this.#entry(
              this.#tables.standard_versions ?? [],
              versions,
              "versions of the standards",
            );
      context = withVersions(judged, chosen);
      this.#contexts.set(key, context);
    }
    return context;
  }

  #entry<T>(entries: readonly T[], index: number, what: string): T {
    const entry = entries[index];
    if (entry === undefined)
      throw new Error(
        `The obligations checkpoint names ${what} ${index} of its ${entries.length}: it is not one cip-sync wrote. Judge the obligations from every record instead.`,
      );
    return entry;
  }
}
