// The files the owner policy is judged from, read once: at the base commit through the code host
// (never from the pull request: the policy file, CODEOWNERS, the inventory documents, at the
// checkout's paths and at those the inventory patterns match there, and the review file there)
// and in the checkout (a pull request may change them). What they say is read by
// core/review/policy/base-policy.ts.
import { CODEOWNERS_PATHS } from "../../core/review/policy/codeowners.ts";
import type { PolicyFilesRead } from "../../core/review/policy/base-policy.ts";
import { inventoryPatternsAt, type LoadedInventory } from "../../io/checkout/inventory-files.ts";
import { readCheckoutPolicyTexts } from "../../io/checkout/policy-texts.ts";
import { caseCollision } from "../../io/checkout/case-collisions.ts";
import { sourceCommandsOf } from "../../core/sources/source-commands.ts";
import { DEFAULT_SOURCES_FILE } from "../../core/sources/sources-schema.ts";
import { LEDGER_DECLARATION_FILE } from "../../core/evidence/chain/writer-declaration.ts";
import type { RunScope } from "../run/run-scope.ts";
import { NO_LEDGER } from "../settings/ledger-settings.ts";

/**
 * The policy's files at `baseSha` (given, or computed only when a policy file is named); undefined
 * when the input policy is empty or the file does not exist at the base.
 */
export async function readPolicyFiles(
  scope: RunScope,
  baseSha: string | (() => Promise<string>),
): Promise<PolicyFilesRead | undefined> {
  const file = scope.settings.policyFile;
  if (file === "") return undefined;
  const base = await factsInForceCommit(
    scope,
    typeof baseSha === "string" ? baseSha : await baseSha(),
  );
  let loaded: LoadedInventory | undefined;
  const { reviewFile } = scope.settings;
  const atBase = await scope.host.policy.filesAt(base, {
    policy: file,
    // The checkout's files, and the base's own under the same patterns: a document moved or
    // deleted since is at no path of the checkout.
    documents: async () => {
      loaded = await scope.inventory();
      const { patterns } = scope.settings;
      return { paths: loaded.files, ...inventoryPatternsAt(patterns, scope.context.workspaceDir) };
    },
    ...(reviewFile === "" ? {} : { review: reviewFile }),
    sources: DEFAULT_SOURCES_FILE,
    ledger: LEDGER_DECLARATION_FILE,
  });
  const { policy } = atBase;
  if (policy === undefined || loaded === undefined) {
    scope.reporter.info(`No owner policy: ${file} does not exist at the commit ${base}.`);
    return undefined;
  }
  // Read with the policy and listed whole, the base's documents are those the baseline comparison
  // and the change record read too.
  if (atBase.unlisted === undefined)
    await scope.atCommit.documentsAt(base, async () => atBase.documents);
  const root = scope.context.workspaceDir;
  const guarded = {
    matches: inventoryPatternsAt(
      scope.settings.patterns.map((pattern) => pattern.toLowerCase()),
      root.toLowerCase(),
    ).matches,
    files: [
      file,
      ...(reviewFile === "" ? [] : [reviewFile]),
      DEFAULT_SOURCES_FILE,
      LEDGER_DECLARATION_FILE,
      ...CODEOWNERS_PATHS,
    ],
  };
  const collision = await caseCollision(root, guarded, scope.ignoresCase);
  const { sourcesText, ledgerText, ...texts } = await readCheckoutPolicyTexts(
    root,
    await scope.policyText(),
    {
      reviewFile,
      sourcesFile: DEFAULT_SOURCES_FILE,
      ledgerFile: LEDGER_DECLARATION_FILE,
    },
  );
  return {
    baseSha: base,
    policyFile: file,
    reviewFile,
    sources: {
      file: DEFAULT_SOURCES_FILE,
      atBase: sourceCommandsOf(atBase.sources?.text, DEFAULT_SOURCES_FILE),
      checkout: sourceCommandsOf(sourcesText, DEFAULT_SOURCES_FILE),
    },
    ledger: {
      file: LEDGER_DECLARATION_FILE,
      atBase: atBase.ledger?.text,
      checkout: ledgerText,
    },
    atBase: { ...atBase, policy },
    checkout: {
      documents: loaded.documents.map((document) => ({ file: document.location.file, document })),
      ...texts,
      ...(collision === undefined ? {} : { unreadable: collision }),
    },
  };
}

/**
 * The commit whose files are in force: the one the last merge the gate accepted merged, or before
 * any, the ledger's genesis (the commit its first record was judged or read at), from the
 * authenticated reading of the evidence ledger (core/evidence/chain/ledger-authority.ts), never
 * what the base branch holds. A refused change merged anyway, or a direct push, is then part of
 * every later change, judged by the rules in force. Only without a ledger, or before it was
 * started (no record, no kept head), the base, and the log says so.
 */
async function factsInForceCommit(scope: RunScope, base: string): Promise<string> {
  const { evidenceBranch, workspace } = scope.settings;
  if (evidenceBranch === "") {
    scope.reporter.info(
      `${NO_LEDGER}: the owner policy is judged at the base commit ${base}, whatever change put its files there.`,
    );
    return base;
  }
  const inForce = await scope.inForce(base);
  if (inForce === null) {
    scope.reporter.info(
      `The evidence ledger on ${evidenceBranch} has not been started for workspace ${workspace} (no record, and no head kept on the default branch): the owner policy is judged at the base commit ${base}. The first record (this merge's, or the first drift check's) is its genesis: from then on only accepted merges put files in force.`,
    );
    return base;
  }
  const since =
    inForce.commit === base
      ? ""
      : `; every change to the owner policy, owners, CIP Senior Manager or sources since (the base is ${base}) is part of this change`;
  scope.reporter.info(
    inForce.from === "genesis"
      ? `Judged against the facts in force: the files of commit ${inForce.commit}, the genesis of ${evidenceBranch} (what record #${inForce.sequence}, its first, was judged at), as no merge the gate accepted is recorded yet${since}.`
      : `Judged against the facts in force: the files of commit ${inForce.commit}, merged by the change the gate accepted in record #${inForce.sequence} of ${evidenceBranch}${since}.`,
  );
  return inForce.commit;
}
