// The `/cip-010-completed` grammar, every path: a date, an optional earlier pull request, an
// optional "differs", an optional reference; anything else is not a completion.
import { describe, expect, it } from "vitest";
import { completionNotes, type CompletionNote } from "../../../src/core/review/completion-notes.ts";

/** One approver's one line, as the change record would keep it (without the login). */
const parsed = (line: string) => {
  const [note] = completionNotes(new Map([["dave", line]]), ["dave"]);
  if (note === undefined) return undefined;
  const withoutLogin: Partial<CompletionNote> = { ...note };
  delete withoutLogin.login;
  return withoutLogin;
};

describe("/cip-010-completed YYYY-MM-DD [#N] [differs] [reference]", () => {
  it.each<[string, Omit<CompletionNote, "login"> | undefined]>([
    ["/cip-010-completed 2026-11-20", { completed_on: "2026-11-20" }],
    [
      "  /CIP-010-Completed 2026-11-20 WO-4411  ",
      { completed_on: "2026-11-20", reference: "WO-4411" },
    ],
    ["/cip-010-completed 2026-11-20 #12", { completed_on: "2026-11-20", pull_request: 12 }],
    [
      "/cip-010-completed 2026-11-20 #12 differs WO-4411 night shift",
      {
        completed_on: "2026-11-20",
        pull_request: 12,
        differs: true,
        reference: "WO-4411 night shift",
      },
    ],
    ["/cip-010-completed 2026-11-20 differs", { completed_on: "2026-11-20", differs: true }],
    [
      "/cip-010-completed 2026-11-20  #12   differs  WO-4411   night shift",
      {
        completed_on: "2026-11-20",
        pull_request: 12,
        differs: true,
        reference: "WO-4411 night shift",
      },
    ],
    ["/cip-010-completed 2026-11-20 #0", { completed_on: "2026-11-20", reference: "#0" }],
    ["/cip-010-completed 2026-02-30", undefined],
    ["/cip-010-completed 20-11-2026", undefined],
    ["/cip-010-completed", undefined],
    ["/cip-010-completedx 2026-11-20", undefined],
    ["completed 2026-11-20", undefined],
    ["/cip-010-r1.4 2026-11-20", undefined],
  ])("%j", (line, expected) => {
    expect(parsed(line)).toEqual(expected);
  });

  it("cuts a long reference", () => {
    expect(parsed(`/cip-010-completed 2026-11-20 ${"x".repeat(600)}`)?.reference).toHaveLength(501);
  });

  it("reads counted approvers only, each line of their review, in their order", () => {
    const bodies = new Map([
      ["alice", "LGTM\n/cip-010-completed 2026-11-20 WO-1\r\n/cip-010-completed 2026-11-21 #7"],
      ["mallory", "/cip-010-completed 2026-11-01"],
      ["bob", "/cip-010-r1.4 ports checked"],
    ]);
    expect(completionNotes(bodies, ["bob", "alice"])).toEqual([
      { login: "alice", completed_on: "2026-11-20", reference: "WO-1" },
      { login: "alice", completed_on: "2026-11-21", pull_request: 7 },
    ]);
  });
});
