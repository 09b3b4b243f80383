// checkWriterProofs groups a checkout's record files by workspace before each workspace is judged:
// for any spread of records over workspaces whose names begin one another's, each workspace is
// judged once, with its own records only, in chain order, with their bytes' hashes and signatures,
// and files that are not records are passed over.
import fc from "fast-check";
import { mkdir, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { compareCodePoints } from "../../../src/core/shared/names.ts";
import { sha256Hex } from "../../../src/core/shared/sha256.ts";
import type { SignedRecord } from "../../../src/core/evidence/chain/keys-in-force.ts";
import { generateKeyPairSync } from "node:crypto";
import {
  keySpki,
  recordSignatureProblem,
  SIGNATURE_NOT_KEPT,
} from "../../../src/core/evidence/chain/writer-proof.ts";
import type { CheckedRecord } from "../../../src/io/ledger/ledger-readers.ts";
import { isCliRecordPath } from "../../../src/core/evidence/chain/record-files.ts";
import { checkWriterProofs, SignaturesRead } from "../../../src/io/ledger/ledger-writer-proofs.ts";
import { PathsDigest } from "../../../src/io/ledger/taken-records.ts";
import { temporaryDirectory } from "../../emulator/support.ts";

/** `paths` digested in order, as the listing digests a workspace's. */
function listedAs(paths: readonly string[]): PathsDigest {
  const listed = new PathsDigest();
  for (const path of paths) listed.add(path);
  return listed;
}

const WORKSPACES = ["grid", "grid-east", "grid.old"];

interface Placed {
  workspace: string;
  sequence: number;
  path: string;
  text: string;
  signature: string | undefined;
  operator: boolean;
}

/** The records of `spread` (each: its workspace, whether signed, whether sealed from the command line), numbered per workspace. */
function place(spread: readonly { workspace: number; signed: boolean; cli: boolean }[]): Placed[] {
  const next = new Map<string, number>();
  return spread.map(({ workspace: index, signed, cli }, order) => {
    const workspace = WORKSPACES[index % WORKSPACES.length] ?? "grid";
    const sequence = (next.get(workspace) ?? 0) + 1;
    next.set(workspace, sequence);
    const second = String(order).padStart(3, "0");
    const run = cli ? `cli-${String(sequence)}` : String(sequence);
    const path = `records/${workspace}/2026/01/20260101T060${second.slice(0, 1)}${second.slice(1)}.000Z-change-${run}-1.json`;
    return {
      workspace,
      sequence,
      path,
      text: `${JSON.stringify({ sequence, workspace })}\n`,
      signature: signed ? `signature of ${path}` : undefined,
      operator: cli,
    };
  });
}

async function checkoutOf(records: readonly Placed[]): Promise<{ dir: string; paths: string[] }> {
  const dir = await temporaryDirectory();
  const files = new Map<string, string>([["records/README.md", "not a record"]]);
  for (const record of records) {
    files.set(record.path, record.text);
    if (record.signature !== undefined) files.set(`${record.path}.sig`, record.signature);
  }
  for (const [path, text] of files) {
    await mkdir(dirname(join(dir, path)), { recursive: true });
    await writeFile(join(dir, path), text);
  }
  return { dir, paths: [...files.keys()].sort(compareCodePoints) };
}

const spreads = fc.array(
  fc.record({ workspace: fc.nat({ max: 2 }), signed: fc.boolean(), cli: fc.boolean() }),
  { maxLength: 24 },
);

describe("checkWriterProofs", () => {
  it("judges each workspace once with its own records in chain order", async () => {
    await fc.assert(
      fc.asyncProperty(spreads, async (spread) => {
        const records = place(spread);
        const { dir, paths } = await checkoutOf(records);
        const judged: { workspace: string; entries: SignedRecord[] }[] = [];
        const proofs = await checkWriterProofs(dir, paths, {
          inForce: (workspace, entries) => {
            const own = [...entries];
            judged.push({ workspace, entries: own });
            return Promise.resolve(own.length > 2 ? `${workspace} judged` : undefined);
          },
        });
        // Judged in the order the checkout's names first reach them ("grid-east" before "grid").
        const inNameOrder = [...WORKSPACES].sort((a, b) =>
          compareCodePoints(`records/${a}/`, `records/${b}/`),
        );
        const expected = inNameOrder
          .map((workspace) =>
            records
              .filter((record) => record.workspace === workspace)
              .sort((a, b) => compareCodePoints(a.path, b.path)),
          )
          .filter((own) => own.length > 0);
        expect(
          judged.map(({ workspace, entries }) => ({
            workspace,
            entries: entries.map(({ sequence, sha256, signature, operator }) => ({
              sequence,
              sha256,
              signature,
              operator,
            })),
          })),
        ).toEqual(
          expected.map((own) => ({
            workspace: own[0]?.workspace,
            entries: own.map(({ sequence, text, signature, operator }) => ({
              sequence,
              sha256: sha256Hex(Buffer.from(text)),
              signature,
              operator,
            })),
          })),
        );
        expect(proofs).toEqual({
          problems: expected
            .filter((own) => own.length > 2)
            .map((own) => `${own[0]?.workspace ?? ""} judged`),
          signed: records.filter((record) => record.signature !== undefined).length,
        });
      }),
      { numRuns: 25 },
    );
  });
});

describe("checkWriterProofs with the records the readers took", () => {
  /** `record` as a reader took it, its signature's text marked as the taken one. */
  const tookOf = (record: Placed): CheckedRecord => ({
    path: record.path,
    kind: "record",
    sha256: sha256Hex(Buffer.from(record.text)),
    signature: record.signature && `taken ${record.signature}`,
    link: {
      workspace: record.workspace,
      sequence: record.sequence,
      previous_sha256: null,
      recorded_at: "2026-01-01T06:00:00.000Z",
      puts_in_force: null,
      commits_named: [],
      keys: { puts: null, carries: false, cli: record.operator, judgedAt: undefined },
    },
  });

  it.each([
    ["those listed", false],
    ["one more than those listed (one since passed over)", true],
  ])("judges each workspace from %s", async (_, extra) => {
    const records = place(
      [0, 1, 2, 0, 1, 2].map((at) => ({ workspace: at, signed: true, cli: false })),
    );
    const { dir, paths } = await checkoutOf(records);
    const read = new SignaturesRead(paths, []);
    for (const record of records) read.take(tookOf(record));
    const [passedOver] = place([{ workspace: 0, signed: true, cli: false }]).map((record) => ({
      ...record,
      sequence: 3,
      path: record.path.replace("T0600", "T0700"),
    }));
    if (extra && passedOver !== undefined) read.take(tookOf(passedOver));
    const judged: string[] = [];
    await checkWriterProofs(
      dir,
      paths,
      {
        inForce: (workspace, entries) => {
          for (const entry of entries) judged.push(`${workspace} ${entry.signature ?? ""}`);
          return Promise.resolve(undefined);
        },
      },
      read,
    );
    expect(judged).toHaveLength(6);
    // The workspace with a record more taken than listed is read from its files; the others not.
    expect(judged.filter((line) => line.startsWith("grid signature of"))).toHaveLength(
      extra ? 2 : 0,
    );
    expect(judged.filter((line) => line.includes(" taken signature of"))).toHaveLength(
      extra ? 4 : 6,
    );
  });
});

describe("checkWriterProofs given a listing out of name order", () => {
  it("refuses it rather than judge a workspace in parts", async () => {
    const records = place([0, 1, 0].map((at) => ({ workspace: at, signed: false, cli: false })));
    const { dir } = await checkoutOf(records);
    const judge = { inForce: () => Promise.resolve(undefined) };
    await expect(
      checkWriterProofs(
        dir,
        records.map(({ path }) => path),
        judge,
      ),
    ).rejects.toThrow(
      `the ledger's listing is not in name order: ${records[2]?.path ?? ""} follows another workspace's`,
    );
  });
});

describe("SignaturesRead", () => {
  const key = generateKeyPairSync("ed25519").publicKey;
  const other = generateKeyPairSync("ed25519").publicKey;
  const path = (second: number) =>
    `records/grid/2026/01/20260101T0600${String(second).padStart(2, "0")}.000Z-change-${second}-1.json`;
  const paths = [1, 2, 3].map(path);
  const taken = (sequence: number, verifiedBy?: string): CheckedRecord => ({
    path: path(sequence),
    kind: "record",
    sha256: "ab".repeat(32),
    signature: `{"format":1,"key":"k","signature":"s${sequence}"}`,
    ...(verifiedBy === undefined ? {} : { verifiedBy }),
    link: {
      workspace: "grid",
      sequence,
      previous_sha256: null,
      recorded_at: "2026-01-01T06:00:00.000Z",
      puts_in_force: null,
      commits_named: [],
      keys: { puts: null, carries: false, cli: false, judgedAt: undefined },
    },
  });

  it("keeps the text of a signature no key verified as it was read, and only its verdict otherwise", () => {
    const read = new SignaturesRead(
      [...paths].flatMap((p) => [p, `${p}.sig`]),
      [key],
    );
    read.take(taken(1, keySpki(key)));
    read.take(taken(2));
    read.take(taken(3, keySpki(key)));
    const entries = [...(read.entriesOf("grid", listedAs(paths)) ?? [])];
    expect(entries.map(({ signature, verifiedBy }) => ({ signature, verifiedBy }))).toEqual([
      { signature: SIGNATURE_NOT_KEPT, verifiedBy: keySpki(key) },
      { signature: taken(2).signature, verifiedBy: undefined },
      { signature: SIGNATURE_NOT_KEPT, verifiedBy: keySpki(key) },
    ]);
    // The verdict alone decides, as it did with the text: in force, or not.
    const [verified] = entries;
    expect(
      verified &&
        recordSignatureProblem(
          [key],
          verified.sha256,
          verified.signature,
          "it",
          verified.verifiedBy,
        ),
    ).toBeUndefined();
    expect(
      verified &&
        recordSignatureProblem(
          [other],
          verified.sha256,
          verified.signature,
          "it",
          verified.verifiedBy,
        ),
    ).toBe("its signature is not by any key it declares");
  });

  it("gives back each record as it was taken, whatever its facts and proof (property)", () => {
    const commit = fc.constantFrom("a".repeat(40), "b".repeat(40));
    const record = fc.record({
      cli: fc.boolean(),
      verifiedBy: fc.option(fc.constant(keySpki(key)), { nil: undefined }),
      signature: fc.option(fc.string(), { nil: undefined }),
      digest: fc.uint8Array({ minLength: 32, maxLength: 32 }),
      facts: fc.record({
        puts: fc.option(fc.record({ sequence: fc.nat(), commit }), { nil: null }),
        carries: fc.boolean(),
        cli: fc.boolean(),
        judgedAt: fc.option(commit, { nil: undefined }),
      }),
    });
    fc.assert(
      fc.property(fc.array(record, { maxLength: 40 }), (records) => {
        const read = new SignaturesRead([], [key]);
        const takenPaths = records.map(
          (_, index) =>
            `records/grid/2026/01/20260101T06${String(index).padStart(4, "0")}.000Z-change-${records[index]?.cli === true ? "cli-" : ""}${index}-1.json`,
        );
        // As the readers hand them on: each its own copy of every string.
        const checked = records.map(
          ({ verifiedBy, signature, digest, facts }, index): CheckedRecord => ({
            path: takenPaths[index] ?? "",
            kind: "record",
            sha256: Buffer.from(digest).toString("hex"),
            ...(signature === undefined ? {} : { signature }),
            ...(verifiedBy === undefined ? {} : { verifiedBy: structuredClone(verifiedBy) }),
            link: {
              workspace: "grid",
              sequence: index + 1,
              previous_sha256: null,
              recorded_at: "2026-01-01T06:00:00.000Z",
              puts_in_force: null,
              commits_named: [],
              keys: structuredClone(facts),
            },
          }),
        );
        for (const record of checked) read.take(record);
        // What the entries were before they were held in columns, one object each.
        const expected = checked.map(
          ({ path, sha256, link, signature, verifiedBy }): SignedRecord => ({
            facts: link.keys,
            sequence: link.sequence,
            sha256,
            operator: isCliRecordPath(path),
            ...(verifiedBy === undefined
              ? { signature }
              : { signature: SIGNATURE_NOT_KEPT, verifiedBy }),
          }),
        );
        const entries = read.entriesOf("grid", listedAs(takenPaths));
        expect(entries && [...entries]).toStrictEqual(records.length === 0 ? undefined : expected);
        // Made again, the same, each time they are walked.
        expect(entries && [...entries]).toStrictEqual(records.length === 0 ? undefined : expected);
        expect(read.digestsHexOf("grid")).toBe(checked.map(({ sha256 }) => sha256).join(""));
      }),
      { numRuns: 300 },
    );
  });

  it.each([
    ["one fewer", paths.slice(0, 2)],
    ["one more", [...paths, path(4)]],
    ["another order", [paths[1] ?? "", paths[0] ?? "", paths[2] ?? ""]],
    ["one renamed", [paths[0] ?? "", path(5), paths[2] ?? ""]],
    ["two joined", [`${paths[0] ?? ""}${paths[1] ?? ""}`, "", paths[2] ?? ""]],
  ])("gives no entries for paths other than those taken (%s)", (_, asked) => {
    const read = new SignaturesRead([], [key]);
    for (const sequence of [1, 2, 3]) read.take(taken(sequence));
    expect([...(read.entriesOf("grid", listedAs(paths)) ?? [])]).toHaveLength(3);
    expect(read.entriesOf("grid", listedAs(asked))).toBeUndefined();
    expect(read.entriesOf("grid-east", listedAs(paths))).toBeUndefined();
  });
});
