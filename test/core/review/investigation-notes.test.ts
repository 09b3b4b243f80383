// The `/cip-010-investigated` grammar, every path: the sequence of the record that detected the
// change, the R1.1 item, the asset's name, and a reference (required); anything else is not a note.
import { describe, expect, it } from "vitest";
import {
  investigationNotes,
  type InvestigationNote,
} from "../../../src/core/review/investigation-notes.ts";

/** One approver's one line, as the change record would keep it (without the login). */
const parsed = (line: string) => {
  const [note] = investigationNotes(new Map([["dave", line]]), ["dave"]);
  if (note === undefined) return undefined;
  const withoutLogin: Partial<InvestigationNote> = { ...note };
  delete withoutLogin.login;
  return withoutLogin;
};

describe("/cip-010-investigated #SEQ ITEM ASSET REFERENCE", () => {
  it.each<[string, Omit<InvestigationNote, "login"> | undefined]>([
    [
      "/cip-010-investigated #2 ports alpha-rtu-09 INC-7",
      { detected_in: 2, item: "ports", asset: "alpha-rtu-09", reference: "INC-7" },
    ],
    [
      "  /CIP-010-Investigated  #14 os_firmware alpha-hmi-02 INC-9 ticket https://x/y  ",
      {
        detected_in: 14,
        item: "os_firmware",
        asset: "alpha-hmi-02",
        reference: "INC-9 ticket https://x/y",
      },
    ],
    [
      "/cip-010-investigated\t#3\tpatches\trtu\tINC-1",
      { detected_in: 3, item: "patches", asset: "rtu", reference: "INC-1" },
    ],
    [
      "/cip-010-investigated #2  ports   alpha-rtu-09  INC-7   ticket",
      { detected_in: 2, item: "ports", asset: "alpha-rtu-09", reference: "INC-7 ticket" },
    ],
    ["/cip-010-investigated #2 ports alpha-rtu-09", undefined],
    ["/cip-010-investigated 2 ports alpha-rtu-09 INC-7", undefined],
    ["/cip-010-investigated #0 ports alpha-rtu-09 INC-7", undefined],
    ["/cip-010-investigated #2 firewall alpha-rtu-09 INC-7", undefined],
    ["/cip-010-investigated #2 PORTS alpha-rtu-09 INC-7", undefined],
    ["/cip-010-investigated", undefined],
    ["/cip-010-investigatedx #2 ports alpha-rtu-09 INC-7", undefined],
    ["/cip-010-completed 2026-11-20", undefined],
    ["investigated #2 ports alpha-rtu-09 INC-7", undefined],
  ])("%j", (line, expected) => {
    expect(parsed(line)).toEqual(expected);
  });

  it("cuts a long reference", () => {
    expect(parsed(`/cip-010-investigated #2 ports rtu ${"x".repeat(600)}`)?.reference).toHaveLength(
      501,
    );
  });

  it("drops control characters; a line break (CR alone too) ends the note", () => {
    expect(parsed("/cip-010-investigated #2 ports rtu INC\u0007-7\rforged line")).toEqual({
      detected_in: 2,
      item: "ports",
      asset: "rtu",
      reference: "INC-7",
    });
  });

  it("reads counted approvers only, each line of their review, in their order", () => {
    const bodies = new Map([
      [
        "alice",
        "LGTM\n/cip-010-investigated #2 ports rtu INC-1\r\n/cip-010-investigated #5 patches hmi INC-2",
      ],
      ["mallory", "/cip-010-investigated #2 ports rtu INC-0"],
      ["bob", "/cip-010-r1.4 ports checked"],
    ]);
    expect(investigationNotes(bodies, ["bob", "alice"])).toEqual([
      { login: "alice", detected_in: 2, item: "ports", asset: "rtu", reference: "INC-1" },
      { login: "alice", detected_in: 5, item: "patches", asset: "hmi", reference: "INC-2" },
    ]);
  });
});
