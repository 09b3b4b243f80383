// The ids of a read, held to refuse a repeated record: while they arrive in ascending order
// (the readers ask for records by id) they are kept as a list, and from the first that does not
// sort after the one before, in a map. Either way a repeat fails the read naming the page that
// held the record first, and ids out of order that do not repeat read on.
import { describe, expect, it } from "vitest";
import type { PlatformConnection } from "../../../src/io/sources/platform-http.ts";
import { ReadRecords } from "../../../src/io/sources/platform-pages.ts";

/** What ReadRecords reads of its connection: the source's name and the platform's, no secret. */
const connection = {
  named: 'source "cmdb"',
  platform: "ServiceNow",
  secrets: [],
} as unknown as PlatformConnection;

/** Each page's ids read in turn; the failure's message, or the count read. */
function read(pages: readonly (readonly string[])[]): string | number {
  const records = new ReadRecords(connection);
  try {
    pages.forEach((ids, index) => {
      const request = { url: new URL("http://127.0.0.1/p"), what: `page ${index + 1}` };
      for (const id of ids) records.add(id, request, index + 1);
    });
    return records.count;
  } catch (error) {
    return (error as Error).message;
  }
}

const repeat = (id: string, page: number, earlier: number) =>
  `source "cmdb": page ${page} (/p) repeats ServiceNow record "${id}" of page ${earlier}, so its paging does not advance or its order changed while it was read; run the sync again, and check ServiceNow's paging if it repeats; nothing was written`;

describe("ReadRecords", () => {
  it.each([
    { case: "ascending ids on three pages", pages: [["a", "b"], ["c", "d"], ["e"]], outcome: 5 },
    {
      case: "ids out of order, none repeated",
      pages: [
        ["b", "a"],
        ["d", "c"],
      ],
      outcome: 4,
    },
    {
      case: "page 2 repeating page 1",
      pages: [
        ["a", "b"],
        ["a", "b"],
      ],
      outcome: repeat("a", 2, 1),
    },
    { case: "a repeat within a page", pages: [["a", "b", "b"]], outcome: repeat("b", 1, 1) },
    {
      case: "a repeat of page 1 after the order broke on page 2",
      pages: [
        ["a", "c"],
        ["e", "d"],
        ["f", "c"],
      ],
      outcome: repeat("c", 3, 1),
    },
    {
      case: "a repeat of page 2 after the order broke on page 3",
      pages: [["a"], ["m", "n"], ["b", "n"]],
      outcome: repeat("n", 3, 2),
    },
  ])("$case: $outcome", ({ pages, outcome }) => {
    expect(read(pages)).toBe(outcome);
  });
});
