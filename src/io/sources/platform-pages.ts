// The pages of a platform source's read (servicenow, tenable-ot, nozomi), one after another: each
// page checked, then its records handed on as rows, each record's id held so that a page that
// repeats one fails the read. The next page is asked before a page's records are mapped, so that
// the platform prepares it meanwhile: still one request in flight at a time, and at most that
// answer and the page being mapped held.
import { quote } from "../../core/shared/diagnostics.ts";
import { textAt } from "../../core/sources/platforms/field-path.ts";
import type { RowSink } from "../../core/sources/source-documents.ts";
import type { PlatformSource } from "../../core/sources/sources-schema.ts";
import {
  failRead,
  MAX_PAGES,
  type PageRequest,
  type PlatformConnection,
  requestText,
  rowOf,
} from "./platform-http.ts";

/** What a reader makes of one page's answer. */
export interface PageStep<Request> {
  /**
   * The next page's request, or undefined when this page was the last; it fails the read (its
   * failure raised after the records are mapped) where the page says the read cannot go on.
   */
  next(): Request | undefined;
  /** Hands the page's records on, failing the read at a record it cannot take. */
  map(): void;
}

/**
 * Reads page after page from `first`: `step` checks each answer; the next page is asked before
 * the page's records are mapped, and a failure found in deciding it is raised after them, so a
 * record's own failure (a repeated record) comes first, as when pages were read strictly in turn.
 * The answer to a page asked ahead of a failure is dropped unread. Returns the last page's answer.
 */
export async function readPages<Request, Answer>(
  connection: PlatformConnection,
  first: Request,
  ask: (request: Request, page: number) => Promise<Answer>,
  step: (answer: Answer, page: number) => PageStep<Request>,
): Promise<Answer> {
  let pending = ask(first, 1);
  for (let page = 1; ; page += 1) {
    const answer = await pending;
    const { next, map } = step(answer, page);
    let following: Request | undefined;
    let failure: { error: unknown } | undefined;
    try {
      following = next();
      if (following !== undefined && page + 1 > MAX_PAGES) {
        failRead(connection, `page ${page + 1}`, `is over ${MAX_PAGES} pages`);
      }
    } catch (error) {
      failure = { error };
    }
    if (failure === undefined && following !== undefined) {
      pending = ask(following, page + 1);
      // When mapping fails below, the read fails with its reason and this answer goes unread.
      pending.catch(() => undefined);
    }
    map();
    if (failure !== undefined) throw failure.error;
    if (following === undefined) return answer;
  }
}

/**
 * Hands `into` the row of each record of a page, with its id (at `identity.field`), which the
 * generated file keeps as the asset's source_id; each id held in `records`.
 */
export function mapRecords(
  source: PlatformSource,
  page: {
    records: readonly Record<string, unknown>[];
    request: Pick<PageRequest, "url" | "what">;
    number: number;
  },
  records: ReadRecords,
  into: RowSink,
  identity: { field: string; what: string; place: (id: string) => string },
): void {
  for (const record of page.records) {
    const id = textAt(record, identity.field);
    if (id === "") {
      failRead(
        records.connection,
        requestText(page.request),
        `holds ${identity.what} without ${identity.field}`,
      );
    }
    records.add(id, page.request, page.number);
    into.push(rowOf(source, record, identity.place(id), id));
  }
}

/**
 * The records of a read by their id, so that a page that repeats one (a platform whose paging does
 * not advance, or re-ordered between pages) fails the read instead of reading rows twice.
 */
export class ReadRecords {
  /**
   * The ids read, in order, while each sorts after the one before (the readers ask the platform
   * for its records by id): such ids cannot repeat one another, so no map of them is needed.
   */
  readonly #ascending: string[] = [];
  /** The page each run of #ascending starts, by its first index. */
  readonly #pageStarts: { page: number; start: number }[] = [];
  /** Every id by its page, from the first id that does not sort after the one before. */
  #pageOf: Map<string, number> | undefined;
  readonly connection: PlatformConnection;

  constructor(connection: PlatformConnection) {
    this.connection = connection;
  }

  get count(): number {
    return this.#pageOf?.size ?? this.#ascending.length;
  }

  /** Records `id` as read on `page`, failing when an earlier page held it. */
  add(id: string, request: Pick<PageRequest, "url" | "what">, page: number): void {
    if (this.#pageOf === undefined) {
      const previous = this.#ascending.at(-1);
      if (previous === undefined || id > previous) {
        if (this.#pageStarts.at(-1)?.page !== page) {
          this.#pageStarts.push({ page, start: this.#ascending.length });
        }
        this.#ascending.push(id);
        return;
      }
      this.#pageOf = this.#byPage();
    }
    const earlier = this.#pageOf.get(id);
    if (earlier !== undefined) {
      failRead(
        this.connection,
        requestText(request),
        `repeats ${this.connection.platform} record ${quote(id)} of page ${earlier}, so its paging does not advance or its order changed while it was read; run the sync again, and check ${this.connection.platform}'s paging if it repeats`,
      );
    }
    this.#pageOf.set(id, page);
  }

  /** The ascending ids read so far, by their page. */
  #byPage(): Map<string, number> {
    const pageOf = new Map<string, number>();
    this.#pageStarts.forEach(({ page, start }, index) => {
      const end = this.#pageStarts[index + 1]?.start ?? this.#ascending.length;
      for (const id of this.#ascending.slice(start, end)) pageOf.set(id, page);
    });
    this.#ascending.length = 0;
    return pageOf;
  }
}

/** Fails the read when the records read are not the number the platform counted. */
export function expectCount(
  connection: PlatformConnection,
  counted: number,
  read: number,
  where: string,
): void {
  if (counted === read) return;
  failRead(
    connection,
    where,
    `ends the read with ${read} records where ${connection.platform} counted ${counted} (${counted > read ? "a page came back short" : "records were added"} while it was read); run the sync again`,
  );
}
