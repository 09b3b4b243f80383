// LedgerChecker and the inventory listing beside a reconciliation's record (`<record>.listing`,
// right after it in name order): checked against the SHA-256 its record holds, each break whole
// (edited, missing, with no record vouching for it); not looked for when the caller gives records
// only; and files out of name order, or the same file twice, refused as a caller's mistake.
import { describe, expect, it } from "vitest";
import {
  type ChainBreak,
  type LedgerFile,
} from "../../../../src/core/evidence/chain/evidence-chain.ts";
import { checkLedgerFile, LedgerChecker } from "../../../../src/core/evidence/chain/chain-check.ts";
import {
  inventoryListing,
  listingPath,
  listingReference,
  serializeListing,
} from "../../../../src/core/evidence/records/beside/inventory-listing.ts";
import type { EvidenceDraft } from "../../../../src/core/evidence/records/evidence-record.ts";
import {
  chainOf,
  day,
  LIVE,
  ledgerFilesOf,
  MERGE_SHA,
  monitoringDraft,
} from "../../../support/evidence-records.ts";

/** A reconciliation with its listing, and the listing's text. */
function reconciliation(): { files: LedgerFile[]; listing: LedgerFile } {
  const listed = inventoryListing("grid-east", MERGE_SHA, [], LIVE);
  const text = serializeListing(listed);
  const draft = monitoringDraft("grid-east", 7, true);
  if (draft.kind === "monitoring") draft.monitoring.listing = listingReference(text, listed);
  const files = ledgerFilesOf(chainOf([{ draft: draft as EvidenceDraft, at: day(1) }]));
  return { files, listing: { path: listingPath(files[0]!.path), bytes: Buffer.from(text) } };
}

/**
 * The breaks of `files` added one by one; taken after each was checked on its own (as evidence
 * verify's readers check them, io/ledger/ledger-readers.ts), they must be the same.
 */
function check(files: readonly LedgerFile[], readsListings?: boolean): ChainBreak[] {
  const options = { keepRecords: false, ...(readsListings === undefined ? {} : { readsListings }) };
  const added = new LedgerChecker(options);
  for (const file of files) added.add(file);
  const taken = new LedgerChecker(options);
  for (const file of files) taken.take(checkLedgerFile(file, false));
  expect(taken.result()).toEqual(added.result());
  return added.result().breaks;
}

describe("an inventory listing beside its record", () => {
  const { files, listing } = reconciliation();
  const [record] = files;
  it("as its record vouches for it: no break", () => {
    expect(check([record!, listing])).toEqual([]);
  });

  it("edited: a break at the listing", () => {
    const edited = { ...listing, bytes: Buffer.from(`${listing.bytes.toString()} `) };
    const [found, ...rest] = check([record!, edited]);
    expect(rest).toEqual([]);
    expect(found).toMatchObject({ kind: "edited", file: listing.path });
  });

  it("missing: a break naming where it belongs", () => {
    expect(check([record!])).toEqual([
      {
        kind: "deleted",
        file: listing.path,
        message: `${listing.path} is missing: its record vouches for an inventory listing there`,
      },
    ]);
  });

  it("with no record vouching for it: misplaced", () => {
    const other = reconciliation().files[0]!;
    const stray = { ...listing, path: listing.path.replace("grid-east", "grid-north") };
    expect(
      check([other, listing, stray].sort((a, b) => (a.path < b.path ? -1 : 1))),
    ).toContainEqual({
      kind: "misplaced",
      file: stray.path,
      message: `${stray.path} is an inventory listing that no valid record vouches for: a listing is written with its record, in the same commit`,
    });
  });

  it("not looked for where the caller gives records only", () => {
    expect(check([record!], false)).toEqual([]);
  });

  it("a file given twice, or out of name order, is the caller's mistake", () => {
    const checker = new LedgerChecker({ keepRecords: false });
    checker.add(record!);
    expect(() => checker.add(record!)).toThrow(
      `ledger files out of name order: ${record!.path} after ${record!.path}`,
    );
  });

  it("a file that is neither a record nor a listing is no record, and no break", () => {
    expect(check([{ path: "records/grid-east/README.md", bytes: Buffer.from("x") }])).toEqual([]);
    expect(check([{ path: "notes/x.json", bytes: Buffer.from("{") }])).toEqual([]);
  });
});
