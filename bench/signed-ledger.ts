// The ledger the auditor is handed (issue 99, item 1): bench/ledger.ts's mix of records, each the
// Action's writer sealed signed as the writer signs it (`<record>.json.sig`, an Ed25519 signature
// over its SHA-256), beside a git repository that holds the declaration's history, with the
// declaration rotated once partway, so that every record is checked with the keys in force before
// it (core/evidence/chain/keys-in-force.ts): the genesis commit declares key A; in each workspace,
// the first merge the gate accepted from the middle of the ledger on merges the commit that
// declares key B in its place, and is itself signed with A, the records after it with B. The
// records name the genesis commit before the rotation and the rotation's commit after it (never an
// older one: the pointer never moves back). A collector's record is an operator's, sealed from the
// command line, and the writer signs none (docs/ledger-writer.md).
import { execFileSync } from "node:child_process";
import { generateKeyPairSync } from "node:crypto";
import { mkdir, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import {
  type ChainHead,
  isCliRecordPath,
  sealRecord,
} from "../src/core/evidence/chain/record-files.ts";
import { type LedgerSigningKey, signRecord } from "../src/core/evidence/chain/writer-proof.ts";
import type { EvidenceDraft } from "../src/core/evidence/records/evidence-record.ts";
import { isAccepted } from "../src/core/evidence/records/in-force/facts-in-force.ts";
import { sha256Hex } from "../src/core/shared/sha256.ts";
import { draft, HOUR_MS, START, WORKSPACES, writeSealed } from "./ledger.ts";
import { SHA } from "./ledger-records.ts";
import { OUT_DIRECTORY } from "./measure.ts";

/** What writeSignedLedger wrote, as the handover's commands and the signed floor take it. */
export interface SignedLedger {
  /** The evidence branch's files (a folder, as a copy of the branch). */
  dir: string;
  /** The clone holding the declaration's history (--repository). */
  repository: string;
  /** The default branch's cip-ledger.yaml, the one in force at every workspace's head. */
  declaration: string;
  /** The writer's public keys, one PEM file each, for the floor. */
  publicKeys: string[];
  /** The records signed, each with a signature file. */
  signed: number;
}

/** A ledger of `count` records, signed, with the declaration's repository; see the header. */
export async function writeSignedLedger(count: number): Promise<SignedLedger> {
  const root = join(OUT_DIRECTORY, `signed-ledger-${count}`);
  await rm(root, { recursive: true, force: true });
  const [keyA, keyB] = [generateKeyPairSync("ed25519"), generateKeyPairSync("ed25519")];
  const repository = join(root, "repository");
  const [genesis, rotation] = await declarationHistory(repository, [keyA, keyB]);
  const declaration = join(root, "cip-ledger.yaml");
  await writeFile(declaration, declaring(keyB));
  const publicKeys = [join(root, "key-a.pem"), join(root, "key-b.pem")];
  await writeFile(publicKeys[0]!, publicPem(keyA));
  await writeFile(publicKeys[1]!, publicPem(keyB));
  const dir = join(root, "evidence");
  const heads = new Map<string, ChainHead>();
  const rotated = new Set<string>();
  const made = new Set<string>();
  let signed = 0;
  for (let index = 0; index < count; index++) {
    const workspace = WORKSPACES[index % WORKSPACES.length]!;
    const at = new Date(START + index * HOUR_MS);
    const afterRotation = rotated.has(workspace);
    let sealed = sealRecord(
      naming(draft(index, workspace), afterRotation ? rotation : genesis),
      heads.get(workspace),
      at,
    );
    // The rotation: the first accepted merge from the middle on merges the commit declaring B.
    if (!afterRotation && index >= count / 2 && isAccepted(sealed.record)) {
      rotated.add(workspace);
      const merged = naming(draft(index, workspace), genesis);
      if (merged.kind === "change") merged.change.merge_sha = rotation;
      sealed = sealRecord(merged, heads.get(workspace), at);
    }
    const path = await writeSealed(dir, sealed, heads, made);
    if (isCliRecordPath(sealed.path)) continue;
    const key = afterRotation ? keyB : keyA;
    await writeFile(`${path}.sig`, signRecord(key, sha256Hex(Buffer.from(sealed.text))));
    signed++;
  }
  return { dir, repository, declaration, publicKeys, signed };
}

/** `made` with every commit it names (bench/ledger-records.ts's SHA) the commit `commit`. */
function naming(made: EvidenceDraft, commit: string): EvidenceDraft {
  return JSON.parse(JSON.stringify(made).replaceAll(SHA, commit)) as EvidenceDraft;
}

/** The repository: the genesis declaring `a`, then the commit declaring `b` in its place. */
async function declarationHistory(
  dir: string,
  [a, b]: [LedgerSigningKey, LedgerSigningKey],
): Promise<[string, string]> {
  await mkdir(dir, { recursive: true });
  const git = (...args: string[]) =>
    execFileSync("git", ["-C", dir, ...args], {
      encoding: "utf8",
      env: {
        PATH: process.env.PATH ?? "",
        HOME: dir,
        GIT_CONFIG_NOSYSTEM: "1",
        GIT_AUTHOR_NAME: "Bench",
        GIT_AUTHOR_EMAIL: "bench@grid.example",
        GIT_COMMITTER_NAME: "Bench",
        GIT_COMMITTER_EMAIL: "bench@grid.example",
      },
    }).trim();
  git("init", "-q", "-b", "main");
  const commitDeclaring = async (key: LedgerSigningKey) => {
    await writeFile(join(dir, "cip-ledger.yaml"), declaring(key));
    git("add", "-A");
    git("commit", "-q", "-m", "cip-ledger.yaml");
    return git("rev-parse", "HEAD");
  };
  return [await commitDeclaring(a), await commitDeclaring(b)];
}

function publicPem(key: LedgerSigningKey): string {
  return key.publicKey.export({ type: "spki", format: "pem" }).toString();
}

/** cip-ledger.yaml declaring `key` as the writer's. */
function declaring(key: LedgerSigningKey): string {
  return `version: 1\nwriter_keys:\n  - |\n    ${publicPem(key).trim().replace(/\n/g, "\n    ")}\n`;
}
