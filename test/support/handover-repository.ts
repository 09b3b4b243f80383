// The repository an entity hands the evidence over from: a default branch (main) that declares an
// asset's port and keeps the operators' public keys, and an evidence branch whose records name
// main's commit, as the Action's records of a merge do (the handover of
// docs/preparing-for-an-audit.md, and the bundles made of it). An entity that never made a
// break-glass apply keeps no operators' keys: `operatorKeys: false` makes such a repository.
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

/**
 * The entity's repository: main declares alpha-rtu-09's DNP3 port and keeps the operators' keys;
 * the evidence branch holds the Action's records of the asset's commissioning and a deviation,
 * naming main's commit and vouching for its ports.
 */
export async function entityRepository(
  root: string,
  { operatorKeys = true }: { operatorKeys?: boolean } = {},
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
  const merged = await commitFiles(repository, { "inventory/alpha.yaml": text, ...keys });
  const [commissioned, deviated] = highImpactDeviation();
  for (const draft of [commissioned, deviated]) {
    draft.change.merge_sha = merged;
    for (const baseline of draft.change.baselines!)
      baseline.items!.ports = baselinesOf(text)[0]!.items!.ports!;
  }
  git(repository, "checkout", "-q", "--orphan", "cip-sync-evidence");
  git(repository, "rm", "-q", "-r", "-f", ".");
  await commit(
    repository,
    BOT,
    chainOf([
      { draft: commissioned, at: day(0) },
      { draft: deviated, at: day(1) },
    ]),
  );
  git(repository, "checkout", "-q", "main");
  return repository;
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
