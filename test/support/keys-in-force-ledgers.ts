// Ledgers checked with the keys in force before each record (`--ledger-declaration
// --repository`): a real repository whose default branch binds k1 (G), adds k2 (C2), retires k1
// (C3), and a commit a refused merge brought in (X, adding k3); ledger folders of records each
// signed by a key or not, naming those commits. Shared by the keys-in-force tests and the verified
// head's.
import { generateKeyPairSync, type KeyObject } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { signRecord } from "../../src/core/evidence/chain/writer-proof.ts";
import type { ChangeOutcome } from "../../src/core/evidence/records/evidence-record.ts";
import { sha256Hex } from "../../src/core/shared/sha256.ts";
import {
  chainOf,
  changeDraft,
  day,
  monitoringDraft,
  writeLedgerCheckout,
} from "./evidence-records.ts";
import { commitFiles, git, initRepository } from "./inventory-repository.ts";

export interface Pair {
  publicKey: KeyObject;
  privateKey: KeyObject;
}

export const [k1, k2, k3] = [1, 2, 3].map(() => generateKeyPairSync("ed25519")) as [
  Pair,
  Pair,
  Pair,
];

/** cip-ledger.yaml declaring `pairs`' public keys as the writer's. */
export function declaring(...pairs: Pair[]): string {
  const pem = (pair: Pair) =>
    pair.publicKey.export({ type: "spki", format: "pem" }).toString().trim();
  const keys = pairs.map((pair) => `  - |\n    ${pem(pair).replace(/\n/g, "\n    ")}\n`);
  return `version: 1\nwriter_keys:\n${keys.join("")}`;
}

export type Commit = "G" | "C2" | "C3" | "X";
export const TEXTS: Record<Commit, string> = {
  G: declaring(k1),
  C2: declaring(k1, k2),
  C3: declaring(k2),
  X: declaring(k1, k2, k3),
};

/**
 * The repository, in `repository/` under `root` (a ledger folder goes beside it, outside its work
 * tree): G binds k1, C2 adds k2, C3 retires k1; X (from C2) adds k3, merged by a refused merge.
 * For directoryTemplate.
 */
export async function declarationRepository(root: string): Promise<Record<Commit, string>> {
  const dir = join(root, "repository");
  await mkdir(dir);
  initRepository(dir);
  const G = await commitFiles(dir, { "cip-ledger.yaml": TEXTS.G });
  const C2 = await commitFiles(dir, { "cip-ledger.yaml": TEXTS.C2 });
  const C3 = await commitFiles(dir, { "cip-ledger.yaml": TEXTS.C3 });
  git(dir, "checkout", "-q", "-b", "refused", C2);
  const X = await commitFiles(dir, { "cip-ledger.yaml": TEXTS.X });
  git(dir, "checkout", "-q", "main");
  return { G, C2, C3, X };
}

/**
 * A record: a merge of a commit (accepted unless `outcome` says), or a drift check; signed or not,
 * or with `signatureFile` beside it in place of a signature.
 */
export type Step = (
  { merge: Commit | string; outcome?: ChangeOutcome; by?: Pair } | { drift: true; by?: Pair }
) & { signatureFile?: string };

/** The ledger folder `dir` of `steps`, workspace grid-east, each record signed as it says. */
export async function ledgerIn(
  dir: string,
  commits: Record<Commit, string>,
  steps: readonly Step[],
): Promise<void> {
  const shaOf = (commit: string) => commits[commit as Commit] ?? commit;
  const sealed = chainOf(
    steps.map((step, index) => {
      const at = day(index);
      if ("drift" in step) return { draft: monitoringDraft("grid-east", index + 1, true), at };
      const draft = changeDraft("grid-east", index + 1, step.outcome);
      const change = { ...draft.change, base_sha: commits.G, merge_sha: shaOf(step.merge) };
      return { draft: { ...draft, change }, at };
    }),
  );
  await writeLedgerCheckout(dir, sealed);
  for (const [index, { path, text }] of sealed.entries()) {
    const { by, signatureFile } = steps[index] ?? {};
    const signature =
      signatureFile ??
      (by === undefined ? undefined : signRecord(by, sha256Hex(Buffer.from(text))));
    if (signature !== undefined) await writeFile(join(dir, `${path}.sig`), signature);
  }
}

/** The rotation: k1 signs the merge that adds k2, k2 the merge that retires k1, then a drift check. */
export const ROTATION: Step[] = [
  { merge: "C2", by: k1 },
  { merge: "C3", by: k2 },
  { drift: true, by: k2 },
];
