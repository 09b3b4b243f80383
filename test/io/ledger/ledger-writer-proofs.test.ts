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
import { checkWriterProofs } from "../../../src/io/ledger/ledger-writer-proofs.ts";
import { temporaryDirectory } from "../../emulator/support.ts";

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
            judged.push({ workspace, entries: [...entries] });
            return Promise.resolve(entries.length > 2 ? `${workspace} judged` : undefined);
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
