// The repository an entity hands the evidence over from: a default branch (main) that declares an
// asset's port and keeps the operators' public keys, and an evidence branch whose records name
// main's commit, as the Action's records of a merge do (the handover of
// docs/preparing-for-an-audit.md, and the bundles made of it). An entity that never made a
// break-glass apply keeps no operators' keys: `operatorKeys: false` makes such a repository. With
// `writer`, main declares the ledger writer's key in cip-ledger.yaml (docs/ledger-writer.md) and
// each record carries its signature file, by the key `writer.signers` gives it (one the
// declaration does not name makes a record another job wrote). The records name main's commits
// (the genesis they were judged at, the merge), whose declarations `evidence verify --repository`
// reads from the bundle.
import { mkdir } from "node:fs/promises";
import { join } from "node:path";
import { generateKey } from "openpgp";
import { chainOf, day, highImpactDeviation } from "./evidence-records.ts";
import {
  alphaInventory,
  baselinesOf,
  commitFiles,
  git,
  initRepository,
  withPorts,
} from "./inventory-repository.ts";
import { BOT, commit } from "./ledger-clone.ts";
import {
  type LedgerSigningKey,
  SIGNATURE_SUFFIX,
  signRecord,
} from "../../src/core/evidence/chain/writer-proof.ts";
import { sha256Hex } from "../../src/core/shared/sha256.ts";

/**
 * The entity's repository: main declares alpha-rtu-09's DNP3 port and keeps the operators' keys;
 * the evidence branch holds the Action's records of the asset's commissioning and a deviation,
 * naming main's commit and vouching for its ports.
 */
export async function entityRepository(
  root: string,
  {
    operatorKeys = true,
    writer,
  }: {
    operatorKeys?: boolean;
    writer?: { declared: LedgerSigningKey; signers: readonly LedgerSigningKey[] };
  } = {},
): Promise<string> {
  const repository = join(root, "repository");
  await mkdir(repository);
  initRepository(repository);
  const text = alphaInventory({
    "alpha-rtu-09": withPorts(
      "[{ port: 20000, protocol: tcp, service: dnp3, justification: DNP3 to the EMS }]",
    ),
  });
  const keys: Record<string, string> = operatorKeys
    ? { "cip-sync-operators.asc": await operatorKey() }
    : {};
  const declaration: Record<string, string> =
    writer === undefined ? {} : { "cip-ledger.yaml": declarationOf(writer.declared) };
  // The commit the first record was judged at: the ledger's genesis, whose declaration (none here)
  // is in force before it, as the auditor's --repository reads it.
  const genesis = await commitFiles(repository, { "README.md": "inventory\n" });
  const merged = await commitFiles(repository, {
    "inventory/alpha.yaml": text,
    ...keys,
    ...declaration,
  });
  const [commissioned, deviated] = highImpactDeviation();
  for (const draft of [commissioned, deviated]) {
    draft.change.merge_sha = merged;
    draft.change.base_sha = genesis;
    if (draft.change.policy !== undefined) draft.change.policy.base_sha = genesis;
    for (const baseline of draft.change.baselines!)
      baseline.items!.ports = baselinesOf(text)[0]!.items!.ports!;
  }
  git(repository, "checkout", "-q", "--orphan", "cip-sync-evidence");
  git(repository, "rm", "-q", "-r", "-f", ".");
  const records = chainOf([
    { draft: commissioned, at: day(0) },
    { draft: deviated, at: day(1) },
  ]);
  const signatures = (writer?.signers ?? []).flatMap((key, index) => {
    const record = records[index];
    return record === undefined
      ? []
      : [
          {
            ...record,
            path: `${record.path}${SIGNATURE_SUFFIX}`,
            text: signRecord(key, sha256Hex(record.text)),
          },
        ];
  });
  await commit(repository, BOT, [...records, ...signatures]);
  git(repository, "checkout", "-q", "main");
  return repository;
}

/** cip-ledger.yaml declaring `key`, as docs/ledger-writer.md's step 4 writes it. */
function declarationOf(key: LedgerSigningKey): string {
  const pem = key.publicKey.export({ type: "spki", format: "pem" }).toString().trim();
  return `version: 1\nwriter_keys:\n  - |\n    ${pem.replace(/\n/g, "\n    ")}\n`;
}

/** An operator's armored public key, as `gpg --armor --export` writes it. */
async function operatorKey(): Promise<string> {
  const { publicKey } = await generateKey({
    type: "curve25519",
    userIDs: [{ name: "Dana Operator", email: "dana@grid.example" }],
    format: "armored",
  });
  return publicKey;
}
