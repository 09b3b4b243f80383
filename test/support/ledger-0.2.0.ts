// The ledger the 0.2.0 bundle wrote (test/fixtures/ledger-0.2.0/, built once by its build.ts), read
// as the evidence branch's files, and records of today's writer sealed on its head as the Action's
// ledger write seals them (sealRecord on the branch's last record).
import { readdir, readFile } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import type { LedgerFile } from "../../src/core/evidence/chain/evidence-chain.ts";
import { sealRecord } from "../../src/core/evidence/chain/record-files.ts";
import type {
  EvidenceDraft,
  EvidenceRecord,
} from "../../src/core/evidence/records/evidence-record.ts";
import { evidenceRecordSchema } from "../../src/core/evidence/records/evidence-schema.ts";
import { compareCodePoints } from "../../src/core/shared/names.ts";
import { monitoringDraft } from "./evidence-records.ts";

/** The folder that holds the ledger's `records/`: what `--dir` names. */
export const LEDGER_0_2_0_DIR = fileURLToPath(
  new URL("../fixtures/ledger-0.2.0/", import.meta.url),
);
export const LEDGER_0_2_0_WORKSPACE = "default";
/** The default branch's commits build.ts ran at: the first drift check's, and each merge's. */
export const LEDGER_0_2_0_COMMITS = {
  begun: "0a".repeat(20),
  accepted: "b7".repeat(20),
  refused: "b8".repeat(20),
} as const;

/** The fixture's ledger files, paths relative to the ledger's root with "/", in name order. */
export async function ledger020Files(): Promise<LedgerFile[]> {
  const files: LedgerFile[] = [];
  const records = join(LEDGER_0_2_0_DIR, "records");
  for (const entry of await readdir(records, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    const name = relative(LEDGER_0_2_0_DIR, path).split(sep).join("/");
    files.push({ path: name, bytes: await readFile(path) });
  }
  return files.sort((a, b) => compareCodePoints(a.path, b.path));
}

export function recordOfFile(file: LedgerFile): EvidenceRecord {
  return JSON.parse(Buffer.from(file.bytes).toString("utf8")) as EvidenceRecord;
}

/** A drift check of today's writer at the default branch after the refused merge. */
export function todaysDriftCheck(): EvidenceDraft {
  const draft = monitoringDraft(LEDGER_0_2_0_WORKSPACE, 5000, true);
  if (draft.kind !== "monitoring") throw new Error("a drift check's draft");
  return { ...draft, monitoring: { ...draft.monitoring, commit: LEDGER_0_2_0_COMMITS.refused } };
}

/**
 * `draft` sealed by today's writer on the last of `files`, an hour after it, and checked against
 * the records' schema as the Action checks what it seals: the files with it, and the record.
 */
export function sealedOnHead(
  files: readonly LedgerFile[],
  draft: EvidenceDraft,
): { files: LedgerFile[]; record: EvidenceRecord; text: string; path: string } {
  const last = files.at(-1)!;
  const head = recordOfFile(last);
  const sealed = sealRecord(
    draft,
    { record: head, bytes: Buffer.from(last.bytes) },
    new Date(Date.parse(head.recorded_at) + 3_600_000),
  );
  const checked = evidenceRecordSchema.safeParse(sealed.record);
  if (!checked.success) throw new Error(`sealed an invalid record: ${checked.error.message}`);
  return {
    files: [...files, { path: sealed.path, bytes: Buffer.from(sealed.text) }],
    ...sealed,
  };
}
