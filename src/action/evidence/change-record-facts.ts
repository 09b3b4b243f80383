// What a change record carries besides the merge's own facts, gathered once as it is written, read
// first and then decided by core:
// - the calendar in force from the record: the checkout's policy file's `calendar:` (the merged
//   one) with the obligations-time-zone input, the one this run judges obligations by;
// - what the base commit declared of the baselines the merge changed, read at the base through the
//   code host (the runner's checkout holds the merge commit alone), at the checkout's inventory
//   paths and at those the patterns match there. Without it, a baseline declared before the
//   ledger's first record would read as first declared when a merge first changes it; so a base
//   that cannot be read fails closed: the record says why, its obligations open as for a change
//   from an unread baseline, and the run fails with the reason.
import type { BaseDocument } from "../../core/evidence/records/base-baselines.ts";
import {
  type ChangeRecordFacts,
  changeRecordFactsOf,
  type CheckoutGovernanceRead,
  type FamilyFilesRead,
} from "../../core/review/policy/governance/merged-facts.ts";
import { declaredGovernance } from "../../core/review/policy/governance/declared-facts.ts";
import { sourceCommandsOf } from "../../core/sources/source-commands.ts";
import type { GovernanceFacts } from "../../core/evidence/records/evidence-record.ts";
import { DEFAULT_SOURCES_FILE } from "../../core/sources/sources-schema.ts";
import { readNamedFile } from "../../io/checkout/optional-file.ts";
import type { Plan, PlanBaseline } from "../../core/plan/plan-model.ts";
import type { ExistingBaselines } from "../../core/plan/baseline-deviations.ts";
import { parseInventoryText } from "../../core/inventory/document/parse-inventory.ts";
import { errorMessage } from "../../core/shared/errors.ts";
import type { ReviewedFilesAtBase } from "../../io/checkout/reviewed-files.ts";
import type { ReviewedFileSet } from "../../core/plan/reviewed-file-set.ts";
import { MERGE_JUDGED_FAMILIES } from "../../core/obligations/family-table.ts";
import type { Family } from "../../core/obligations/obligation-families.ts";
import { inventoryPatternsAt } from "../../io/checkout/inventory-files.ts";
import type { RunScope } from "../run/run-scope.ts";

/** Why a plan's baselines were not compared: no commit in force, and no base to fall back on. */
const NOT_COMPARED =
  "this push names no earlier commit, and the evidence ledger no merge the gate accepted, to compare the baselines with";

/**
 * The inventory files at commit `base`: the checkout's inventory paths and those the patterns match
 * there, read once per run (RunScope.atCommit).
 */
function baseDocuments(scope: RunScope, base: string): Promise<readonly BaseDocument[]> {
  return scope.atCommit.documentsAt(base, async () =>
    scope.host.inventory.documentsAt(base, {
      paths: (await scope.inventory()).files,
      ...inventoryPatternsAt(scope.settings.patterns, scope.context.workspaceDir),
    }),
  );
}

/**
 * The existing baselines a run's plan compares its own with (CIP-010 R1.2): those the inventory
 * files declared at the commit in force (the one the last merge the gate accepted merged, as the
 * owner policy is judged: a refused merge's baseline change shows again in the next accepted one),
 * else at `base`; read through the code host when the plan declares a baseline. Without either,
 * or when they cannot be read, why, which the plan then says. The plan's fingerprint leaves the
 * comparison out: what was reviewed is matched whatever it was compared with.
 */
export function existingBaselinesAt(
  scope: RunScope,
  base: string | (() => Promise<string>) | undefined,
): () => Promise<ExistingBaselines> {
  return async () => {
    let at: { sha: string; named: string } | undefined;
    try {
      at = await comparedCommit(scope, base);
      if (at === undefined) return { notCompared: NOT_COMPARED };
      const documents = (await baseDocuments(scope, at.sha)).flatMap(
        ({ path, text }) => parseInventoryText(text, path).documents,
      );
      return { comparedWith: at.named, documents };
    } catch (error) {
      const which = at === undefined ? "the commit in force" : at.named;
      return {
        notCompared: `the baselines at ${which} could not be read (${errorMessage(error)}), so whether one deviates is not shown here; the change record and the obligations still judge them`,
      };
    }
  };
}

/**
 * Every family's reviewed files at the commit the plan compares with (the one in force, else
 * `base`), for the plan to show what the change adds, changes or removes. None read: every file
 * is shown, and the plan says why (showing more is safe where showing less would hide an evaluation).
 */
export function reviewedFilesAtBaseOf(
  scope: RunScope,
  base: string | (() => Promise<string>) | undefined,
): () => Promise<ReviewedFilesAtBase> {
  // Read once however many plans the run makes (the merge's, then the apply's fresh one).
  let reading: Promise<ReviewedFilesAtBase> | undefined;
  return () => (reading ??= readReviewedFilesAtBase(scope, base));
}

async function readReviewedFilesAtBase(
  scope: RunScope,
  base: string | (() => Promise<string>) | undefined,
): Promise<ReviewedFilesAtBase> {
  let at: { sha: string; named: string } | undefined;
  try {
    at = await comparedCommit(scope, base);
    if (at === undefined)
      return {
        comparedWith: "nothing: there is no commit in force nor a base",
        files: new Map(),
      };
    const { policyFile } = scope.settings;
    return {
      comparedWith: at.named,
      files: await scope.atCommit.reviewedFilesAt(at.sha),
      ...(policyFile === ""
        ? {}
        : {
            policy: {
              text: await scope.atCommit.policyTextAt(at.sha),
              file: `${policyFile} at ${at.named}`,
            },
          }),
    };
  } catch (error) {
    const which = at === undefined ? "the commit in force" : at.named;
    return {
      comparedWith: `nothing: the patch and assessment files at ${which} could not be read (${errorMessage(error)})`,
      files: new Map(),
    };
  }
}

/**
 * The family's reviewed files (`set`) at commit `sha`, by path: taken from the run's one reading
 * of every family's (RunScope.atCommit), which the plan's comparison shares. When that
 * reading failed, the family's own folders are read alone, as they were before they were shared:
 * another family's folder that cannot be listed (a symbolic link, say) must not make this one's
 * record carry every file.
 */
async function familyFilesAt(
  scope: RunScope,
  sha: string,
  set: ReviewedFileSet,
): Promise<Map<string, string>> {
  const ours = (files: Iterable<readonly [string, string]>) =>
    new Map([...files].filter(([path]) => set.belongs(path)));
  try {
    return ours(await scope.atCommit.reviewedFilesAt(sha));
  } catch {
    const read = await scope.host.inventory.filesUnder(sha, set.roots);
    return ours(read.map(({ path, text }) => [path, text] as const));
  }
}

/** The commit in force, named with the record that put it there; else `base`; else none. */
async function comparedCommit(
  scope: RunScope,
  base: string | (() => Promise<string>) | undefined,
): Promise<{ sha: string; named: string } | undefined> {
  const inForce = await scope.inForce(base);
  if (inForce !== null)
    return {
      sha: inForce.commit,
      named:
        inForce.from === "genesis"
          ? `the commit in force ${inForce.commit} (the genesis of ${scope.settings.evidenceBranch}: what its first record #${inForce.sequence} was judged at)`
          : `the commit in force ${inForce.commit} (merged by the change the gate accepted in record #${inForce.sequence} of ${scope.settings.evidenceBranch})`,
    };
  const sha = typeof base === "function" ? await base() : base;
  return sha === undefined ? undefined : { sha, named: `the base commit ${sha}` };
}

/**
 * The record's facts for `plan`, merged over `base`: read first, all of them (the checkout's files,
 * then what the code host holds at the base), then decided by core's pure functions. Nothing is
 * read of the base when there is no base or no baseline, nor read again when the owner policy or
 * the plan read it in this run.
 */
export async function changeRecordFacts(
  scope: RunScope,
  base: string | undefined,
  plan: Plan | undefined,
): Promise<ChangeRecordFacts> {
  const merged = plan?.baselines;
  const reviewedFiles: FamilyFilesRead[] = [];
  for (const family of MERGE_JUDGED_FAMILIES) {
    const read = await familyFilesRead(scope, base, family);
    if (read !== undefined) reviewedFiles.push(read);
  }
  const atBase = await baseDocumentsRead(scope, base, merged);
  const declared = await checkoutGovernanceRead(scope);
  const timeZone = scope.settings.obligationsTimeZone;
  return changeRecordFactsOf({ declared, timeZone, merged, reviewedFiles, atBase });
}

/** The inventory files at `base` when the plan declares baselines, or why they could not be read. */
async function baseDocumentsRead(
  scope: RunScope,
  base: string | undefined,
  merged: readonly PlanBaseline[] | undefined,
): Promise<{ documents?: readonly BaseDocument[]; unread?: string }> {
  if (base === undefined || merged === undefined) return {};
  try {
    return { documents: await baseDocuments(scope, base) };
  } catch (error) {
    return {
      unread: `the baselines at the base commit ${base} could not be read (${errorMessage(error)}): each baseline the change record declares that the ledger has not seen is recorded as a change from an existing baseline nobody could read (CIP-010 R1.2 to R1.6 open, items unknown), never as first declared. Check the token can read the repository's contents at that commit`,
    };
  }
}

async function checkoutGovernanceRead(scope: RunScope): Promise<CheckoutGovernanceRead> {
  return {
    policyFile: scope.settings.policyFile,
    policyText: await scope.policyText(),
    documents: (await scope.inventory()).documents.map((document) => ({
      file: document.location.file,
      document,
    })),
    sourceCommands: sourceCommandsOf(
      await readNamedFile(scope.context.workspaceDir, DEFAULT_SOURCES_FILE),
      DEFAULT_SOURCES_FILE,
    ),
  };
}

/** The governance facts the checkout's files declare: the merged ones at a merge. */
export async function checkoutGovernance(scope: RunScope): Promise<GovernanceFacts> {
  return declaredGovernance(await checkoutGovernanceRead(scope));
}

/**
 * The governance facts commit `sha` declares, read through the code host: the ledger's genesis,
 * before any accepted merge recorded its own. Throws when its inventory files cannot be listed whole.
 */
export async function governanceAt(scope: RunScope, sha: string): Promise<GovernanceFacts> {
  const { policyFile, patterns } = scope.settings;
  const root = scope.context.workspaceDir;
  const read = await scope.host.policy.filesAt(sha, {
    policy: policyFile,
    documents: async () => ({
      paths: (await scope.inventory()).files,
      ...inventoryPatternsAt(patterns, root),
    }),
    sources: DEFAULT_SOURCES_FILE,
    // Each system's impact and owners, and the sources' commands, are declared without a policy too.
    withoutPolicy: true,
  });
  if (read.unlisted !== undefined) throw new Error(read.unlisted);
  return declaredGovernance({
    policyFile,
    policyText: read.policy?.text,
    documents: read.documents.flatMap(({ path, text }) =>
      parseInventoryText(text, path).documents.map((document) => ({ file: path, document })),
    ),
    sourceCommands: sourceCommandsOf(read.sources?.text, DEFAULT_SOURCES_FILE),
  });
}

/**
 * A family's reviewed files (its row's `reviewedFiles`) the checkout (the merged commit) has, and
 * those of `base` (the commit in force when the owner policy was read there, else the push's
 * base); none read when the family keeps no files or the checkout has none of them. When `base`
 * is unknown or its files cannot be read, every file is carried, compared with nothing, and the
 * log says why: a file carried again unchanged is no new fact (the obligations compare each with
 * the text in force at its path), so carrying more is safe where carrying less would lose a
 * reviewed evaluation or assessment.
 */
async function familyFilesRead(
  scope: RunScope,
  base: string | undefined,
  family: Family,
): Promise<FamilyFilesRead | undefined> {
  const set = family.reviewedFiles;
  if (set === undefined) return undefined;
  const merged = await scope.reviewedFiles(set);
  // A repository that keeps none costs no read. Removing every one takes nothing out of force:
  // what is in force stays tracked, and its clocks stay due (fail closed).
  if (merged.size === 0) return undefined;
  if (base === undefined)
    return {
      set,
      merged,
      inForce: new Map(),
      comparedWith: "nothing: this push names no earlier commit",
    };
  try {
    return {
      set,
      merged,
      inForce: await familyFilesAt(scope, base, set),
      comparedWith: base,
    };
  } catch (error) {
    scope.reporter.warning(
      `The ${family.name} ${set.name} at commit ${base} could not be read (${errorMessage(error)}): the change record carries every one of the merge, which the obligations take as new only where its text differs from the one in force.`,
    );
    return {
      set,
      merged,
      inForce: new Map(),
      comparedWith: `nothing: the ${set.name} at commit ${base} could not be read (${errorMessage(error)})`,
    };
  }
}
