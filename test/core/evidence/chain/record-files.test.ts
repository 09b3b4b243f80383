// Where a record is filed and what its path says: the path recordPath gives it, which paths are a
// workspace's records (a stray file beside them is no part of the chain), which are a command-line
// record's, and what a file name states of its record's kind, time and workspace. And the record
// sealed after a head: its place, its link, its time, and the predecessors it declares untimestamped.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { compareCodePoints } from "../../../../src/core/shared/names.ts";
import {
  fileStamp,
  isCliRecordPath,
  isRecordPathOf,
  kindOfPath,
  recordedAtOfPath,
  recordPath,
  recordsListed,
  sealedAs,
  sealRecord,
  serializeRecord,
  recordKey,
  recordOfKey,
  workspaceOfPath,
  workspacesOfPaths,
} from "../../../../src/core/evidence/chain/record-files.ts";
import { sha256Hex } from "../../../../src/core/shared/sha256.ts";
import { chainOf, changeDraft, day, monitoringDraft } from "../../../support/evidence-records.ts";

const DIR = "records/grid-east/2026/01";
const STAMP = "20260101T060000.000Z";

describe("fileStamp and recordPath", () => {
  it("drops the dashes and colons of the time, and nothing else", () => {
    expect(fileStamp("2026-11-23T15:00:22.123Z")).toBe("20261123T150022.123Z");
  });

  it("files a record under its workspace, year and month, named by time, kind, run and attempt", () => {
    expect(
      recordPath({
        workspace: "grid-east",
        recorded_at: "2026-11-23T15:00:22.123Z",
        kind: "configuration-monitoring",
        run: { run_id: "cli-0a1b", run_attempt: 3 },
      }),
    ).toBe(
      "records/grid-east/2026/11/20261123T150022.123Z-configuration-monitoring-cli-0a1b-3.json",
    );
  });

  it("gives a record asked again the path of what it holds now, each field changed in turn", () => {
    const record = {
      workspace: "grid-east",
      recorded_at: "2026-11-23T15:00:22.123Z",
      kind: "change" as const,
      run: { run_id: "42", run_attempt: 1 },
    };
    const made = (r: typeof record) =>
      `records/${r.workspace}/${r.recorded_at.slice(0, 4)}/${r.recorded_at.slice(5, 7)}/` +
      `${fileStamp(r.recorded_at)}-${r.kind}-${r.run.run_id}-${r.run.run_attempt}.json`;
    expect(recordPath(record)).toBe(made(record));
    expect(recordPath(record)).toBe(made(record));
    const changes: ((r: typeof record) => void)[] = [
      (r) => (r.workspace = "grid-west"),
      (r) => (r.recorded_at = "2027-01-02T03:04:05.006Z"),
      (r) => ((r as { kind: string }).kind = "monitoring"),
      (r) => (r.run.run_id = "43"),
      (r) => (r.run.run_attempt = 2),
    ];
    for (const change of changes) {
      change(record);
      expect(recordPath(record)).toBe(made(record));
      // Another record of the same fields: the same path.
      expect(recordPath({ ...record, run: { ...record.run } })).toBe(made(record));
    }
  });
});

describe("sealRecord", () => {
  const [first] = chainOf([{ draft: changeDraft("grid-east", 1), at: day(0) }]);
  const head = { record: first!.record, bytes: Buffer.from(first!.text) };

  it("stamps a record with the runner's time when its clock is ahead of the head's", () => {
    const sealed = sealRecord(monitoringDraft("grid-east", 2, true), head, day(1));
    expect(sealed.record).toMatchObject({
      sequence: 2,
      previous_sha256: sha256Hex(first!.text),
      recorded_at: "2026-01-02T06:00:00.000Z",
    });
    expect(sealed.path).toBe(`${DIR}/20260102T060000.000Z-monitoring-2-1.json`);
    expect(sealed.text).toBe(serializeRecord(sealed.record));
    expect("untimestamped_predecessors" in sealed.record).toBe(false);
  });

  it("one millisecond after the head when the runner's clock is as far as the head's time", () => {
    const sealed = sealRecord(monitoringDraft("grid-east", 2, true), head, day(0));
    expect(sealed.record.recorded_at).toBe("2026-01-01T06:00:00.001Z");
  });

  it("the first record of a workspace: sequence 1, no predecessor, the runner's time", () => {
    const sealed = sealRecord(changeDraft("grid-east", 1), undefined, day(0));
    expect(sealed.record).toMatchObject({
      sequence: 1,
      previous_sha256: null,
      recorded_at: "2026-01-01T06:00:00.000Z",
    });
  });

  it("declares the predecessors still waiting for a token, as a copy of the list given", () => {
    const waiting = [1];
    const sealed = sealRecord(monitoringDraft("grid-east", 2, true), head, day(1), waiting);
    waiting.push(7);
    expect(sealed.record.untimestamped_predecessors).toEqual([1]);
    expect(JSON.parse(sealed.text)).toMatchObject({ untimestamped_predecessors: [1] });
  });
});

describe("isRecordPathOf: the shape recordPath gives a workspace's record", () => {
  it.each<[string, string, boolean]>([
    [`${DIR}/${STAMP}-change-101-1.json`, "grid-east", true],
    [`${DIR}/${STAMP}-monitoring-101-2.json`, "grid-east", true],
    [`${DIR}/${STAMP}-configuration-monitoring-cli-0a1b-12.json`, "grid-east", true],
    // Another workspace's record, and a workspace whose name only begins the same.
    [`${DIR}/${STAMP}-change-101-1.json`, "grid-west", false],
    [`${DIR}/${STAMP}-change-101-1.json`, "grid", false],
    [`records/grid-east-2/2026/01/${STAMP}-change-101-1.json`, "grid-east", false],
    // Beside the records: files that are not one.
    ["records/grid-east/README.md", "grid-east", false],
    [`${DIR}/notes.json`, "grid-east", false],
    [`${DIR}/${STAMP}-change-101-1.json.tsr`, "grid-east", false],
    [`${DIR}/${STAMP}-change-101-1.json.listing`, "grid-east", false],
    [`${DIR}/x${STAMP}-change-101-1.json`, "grid-east", false],
    [`${DIR}/${STAMP}-drift-101-1.json`, "grid-east", false],
    [`${DIR}/${STAMP}-change-101-x.json`, "grid-east", false],
    [`${DIR}/${STAMP}-change-1/01-1.json`, "grid-east", false],
    [`records/grid-east/2026/01/02/${STAMP}-change-101-1.json`, "grid-east", false],
    [`records/grid-east/26/01/${STAMP}-change-101-1.json`, "grid-east", false],
    [`records/grid-east/2026/1/${STAMP}-change-101-1.json`, "grid-east", false],
    [`${DIR}/20260101T0600.000Z-change-101-1.json`, "grid-east", false],
    [`${DIR}/20260101T060000Z-change-101-1.json`, "grid-east", false],
    [`${DIR}/20260101060000.000Z-change-101-1.json`, "grid-east", false],
    [`${DIR}/${STAMP}-change--1.json`, "grid-east", false],
    [`${DIR}/${STAMP}-change-101-.json`, "grid-east", false],
    [`${DIR}/${STAMP}-change-101-1xjson`, "grid-east", false],
    [`old/${DIR}/${STAMP}-change-101-1.json`, "grid-east", false],
    [`records/grid-east/archive/2026/01/${STAMP}-change-101-1.json`, "grid-east", false],
  ])("%s of %s: %s", (path, workspace, expected) => {
    expect(isRecordPathOf(path, workspace)).toBe(expected);
  });
});

describe("isCliRecordPath and sealedAs: the records sealed from the command line", () => {
  it.each<[string, boolean]>([
    [`${DIR}/${STAMP}-change-cli-0a1b-1.json`, true],
    [`${DIR}/${STAMP}-configuration-monitoring-cli-0a1b-1.json`, true],
    // The Action's records, and a monitoring record (never of origin "cli").
    [`${DIR}/${STAMP}-change-101-1.json`, false],
    [`${DIR}/${STAMP}-configuration-monitoring-101-1.json`, false],
    [`${DIR}/${STAMP}-monitoring-cli-0a1b-1.json`, false],
    // A command-line name that is not a record's path.
    [`${DIR}/${STAMP}-change-cli-0a1b-1.json.tsr`, false],
    [`records/grid-east/${STAMP}-change-cli-0a1b-1.json`, false],
    [`notes/grid-east/2026/01/${STAMP}-change-cli-0a1b-1.json`, false],
  ])("%s: %s", (path, expected) => {
    expect(isCliRecordPath(path)).toBe(expected);
  });

  const change = `records/grid-west/2026/01/${STAMP}-change-cli-0a1b-1.json`;
  const collected = `${DIR}/${STAMP}-configuration-monitoring-cli-0a1b-1.json`;
  it.each<[string, string[], "change" | "configuration-monitoring", string, string | undefined]>([
    ["a break-glass change, in any workspace", [collected, change], "change", "cli-0a1b", change],
    ["a collector's file", [change, collected], "configuration-monitoring", "cli-0a1b", collected],
    ["another run id", [change, collected], "change", "cli-0a1", undefined],
    ["another kind's record of the run", [collected], "change", "cli-0a1b", undefined],
    [
      "the Action's record named alike",
      [`${DIR}/${STAMP}-change-cli-0a1b-1.json.tsr`, `${DIR}/${STAMP}-change-101-1.json`],
      "change",
      "cli-0a1b",
      undefined,
    ],
  ])("%s", (_, paths, kind, runId, expected) => {
    expect(sealedAs(paths, kind, runId)).toBe(expected);
  });
});

describe("what a record's file name states", () => {
  it.each<[string, ReturnType<typeof kindOfPath>, string | undefined]>([
    [`${DIR}/${STAMP}-change-101-1.json`, "change", "2026-01-01T06:00:00.000Z"],
    [`${DIR}/${STAMP}-monitoring-101-1.json`, "monitoring", "2026-01-01T06:00:00.000Z"],
    [
      `records/w/2027/12/20271231T235959.999Z-configuration-monitoring-cli-1-1.json`,
      "configuration-monitoring",
      "2027-12-31T23:59:59.999Z",
    ],
    [`${STAMP}-change-101-1.json`, "change", "2026-01-01T06:00:00.000Z"],
    // The kind and time are read from the name, not from a folder.
    [`records/${STAMP}-change-1/README.md`, undefined, undefined],
    [`${DIR}/x${STAMP}-change-101-1.json`, undefined, undefined],
    [`${DIR}/${STAMP}-drift-101-1.json`, undefined, "2026-01-01T06:00:00.000Z"],
    [`${DIR}/${STAMP}change-101-1.json`, undefined, undefined],
    [`${DIR}/20260101T060000Z-change-101-1.json`, undefined, undefined],
  ])("%s: kind %s, recorded at %s", (path, kind, recordedAt) => {
    expect(kindOfPath(path)).toBe(kind);
    expect(recordedAtOfPath(path)).toBe(recordedAt);
  });

  it.each<[string, string | undefined]>([
    [`${DIR}/${STAMP}-change-101-1.json`, "grid-east"],
    [`${DIR}/${STAMP}-change-101-1.json.tsr`, "grid-east"],
    ["records/grid-east/README.md", undefined],
    [`records/grid-east/2026/01/02/${STAMP}-change-101-1.json`, undefined],
    [`notes/grid-east/2026/01/${STAMP}-change-101-1.json`, undefined],
  ])("the workspace of %s: %s", (path, workspace) => {
    expect(workspaceOfPath(path)).toBe(workspace);
  });

  it("finds the workspace as splitting the path at its slashes does (a property)", () => {
    const split = (path: string) => {
      const parts = path.split("/");
      return parts.length === 5 && parts[0] === "records" ? parts[1] : undefined;
    };
    const part = fc.constantFrom("records", "", "grid-east", "2026", "01", "r.json", "records/");
    fc.assert(
      fc.property(fc.array(part, { maxLength: 7 }), fc.boolean(), (parts, slash) => {
        const path = parts.join("/") + (slash ? "/" : "");
        expect(workspaceOfPath(path)).toBe(split(path));
      }),
      { numRuns: 2000 },
    );
  });

  it.each([
    ["grid-east", 1, "grid-east#1"],
    ["grid#east", 42, "grid#east#42"],
    ["", 7, "#7"],
  ])("the key of record %s #%i, %s, gives them back", (workspace, sequence, key) => {
    expect(recordKey(workspace, sequence)).toBe(key);
    expect(recordOfKey(key)).toEqual({ workspace, sequence });
  });

  it("the workspaces with a record, sorted, each once, stray files aside", () => {
    expect(
      workspacesOfPaths([
        `records/grid-west/2026/01/${STAMP}-change-101-1.json`,
        `${DIR}/${STAMP}-change-101-1.json`,
        `${DIR}/${STAMP}-monitoring-102-1.json`,
        `${DIR}/${STAMP}-monitoring-102-1.json.tsr`,
        `records/grid-north/2026/01/notes.json`,
        "records/grid-south/README.md",
      ]),
    ).toEqual(["grid-east", "grid-west"]);
  });
});

describe("recordsListed", () => {
  // Names that sort between a record and its signature file ("-", ".listing", ".json-x"), and a
  // record whose path begins another's: the flag is what a set of every path says.
  const NAMES = [
    `${STAMP}-change-1-1.json`,
    `${STAMP}-change-1-1.json.sig`,
    `${STAMP}-change-1-1.json-x`,
    `${STAMP}-change-1-1.json.listing`,
    `${STAMP}-change-1-1.json.a-change-2-1.json`,
    `${STAMP}-change-1-1.json.a-change-2-1.json.sig`,
    `${STAMP}-change-1-1.json.z`,
    `${STAMP}-monitoring-3-1.json`,
    `${STAMP}-monitoring-3-1.json.sig`,
    `${STAMP}-monitoring-3-1.listing`,
    "README.md",
  ];

  it("gives each record, in name order, with whether its signature file is listed", () => {
    const paths = fc.subarray([
      ...NAMES.map((name) => `${DIR}/${name}`),
      ...NAMES.map((name) => `records/grid-west/2026/02/${name}`),
    ]);
    fc.assert(
      fc.property(paths, (chosen) => {
        const listed = [...chosen].sort(compareCodePoints);
        const all = new Set(listed);
        const expected = listed.flatMap((path) => {
          const workspace = workspaceOfPath(path);
          return workspace !== undefined && isRecordPathOf(path, workspace)
            ? [{ path, workspace, signed: all.has(`${path}.sig`) }]
            : [];
        });
        expect([...recordsListed(listed)]).toEqual(expected);
      }),
    );
  });
});
