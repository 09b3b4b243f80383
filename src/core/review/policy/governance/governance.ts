// The changes a pull request makes to the rules it is judged by, and who must approve each. The
// policy reads owners and impact from the base, so that a change cannot weaken the rules that judge
// it; but a change that only edits owners, impact or the policy itself has no asset operation, so
// no rule would apply to it, and the next change would be judged by what it set. Each such edit is
// therefore a change of its own, judged at the base:
// - a system's owners or impact (its document's `owners:`/`impact:`, or the CODEOWNERS lines its
//   file falls under): by that system's base owners, under every base rule that covers its impact,
//   as if the change were any operation on it;
// - the policy file, or a document at a path where the base has no document of that system (a new,
//   moved or re-identified document): by the policy owners (`policy_owners`, by default one
//   approval from anyone the policy protects), and, when the base declares that system elsewhere
//   (a move) or another at that path, by that system's base owners too;
// - a base document the head no longer has, at its path or elsewhere (its file deleted, or its
//   system renamed away): by that system's base owners, under every base rule that covers its base
//   impact, as for a change of its owners; its assets would otherwise leave the desired state
//   unjudged. The base's documents are those its own files hold (the files the checkout's patterns
//   match at the base), not only the checkout's paths, so that a moved or deleted file is seen;
// - the CIP-002 R2 review file (identification-review.ts): by the base's CIP Senior Manager or a
//   delegate holding cip-002-r2.2; without `cip_senior_manager` nobody can approve it;
// - `cip_senior_manager` or `cip_002_last_approval` in the policy file: by the base's CIP Senior
//   Manager alone, not by the policy owners (senior-manager.ts), as a change of its own kind;
// - an asset's baseline (CIP-010 R1.1): the service holds none, so the plan has no operation for
//   it; it is judged as an update of that asset, by the base rules that cover updates in its
//   system's base impact;
// - cip-ledger.yaml, the ledger writer's keys and starts: as the policy file deleted, by the policy
//   owners and every base rule's own approvers, since a key it adds signs what every later run
//   holds in force (lifted-rules.ts, ruleFileRequirements);
// - a day under `standards:` in the policy file, added, removed or moved: by the base's CIP Senior
//   Manager and every base rule's own approvers, besides the policy owners, since a version's day
//   decides which words of the standard judge (standards-change.ts).
// What the plan comment records of these, for a review event to judge again, is
// recorded-governance.ts. Pure: the base and head documents, CODEOWNERS and policy texts are
// parameters.
import type { InventoryDocument } from "../../../inventory/document/document.ts";
import {
  type Principal,
  principalKey,
  principalText,
} from "../../../inventory/document/principals.ts";
import { quote } from "../../../shared/diagnostics.ts";
import { REVIEW_RULE_ID } from "../../../evidence/records/review-record.ts";
import type { Codeowners } from "../codeowners.ts";
import type {
  BaseSystem,
  GovernanceRequirement,
  GovernanceWanted,
  Policy,
} from "../policy-model.ts";
import { type BaseDocument, baseSystem } from "../policy-subjects.ts";
import { coversImpact, ruleFileRequirements, ruleWanted } from "./lifted-rules.ts";
import { authorityOf } from "../../../authority/authority-table.ts";
import { commandChanges } from "./command-changes.ts";
import { standardsRequirements, standardsWords } from "./standards-change.ts";
import {
  policyTextChange,
  REVIEW_ACTION,
  seniorManagerChangeWanted,
  wantedFor,
} from "./senior-manager.ts";

/** One side of the comparison: the documents, CODEOWNERS and the policy file's text. */
export interface RuleSources {
  documents: readonly BaseDocument[];
  codeowners: Codeowners | undefined;
  /** Undefined: no policy file. */
  policyText: string | undefined;
  /** The CIP-002 R2 review file's text; undefined: none (or none looked for). */
  reviewText?: string | undefined;
  /** The sources file's commands by source name (core/sources/source-commands.ts); undefined: none. */
  sourceCommands?: Readonly<Record<string, string>> | undefined;
  /** cip-ledger.yaml's text (the ledger writer's declaration); undefined: none (or none looked for). */
  ledgerText?: string | undefined;
}

/** Where the rules' own files are, relative to the repository root; review "" for none. */
export interface RuleFiles {
  policy: string;
  review: string;
  /** The sources file; "" for none looked for. */
  sources: string;
  /** The ledger writer's declaration (cip-ledger.yaml); "" for none looked for. */
  ledger: string;
}

export type GovernanceChange =
  | {
      kind: "system";
      /** The system as its document names it, and the document's file. */
      name: string;
      file: string;
      /** What changes: owners and impact, before -> after. */
      changes: string[];
      base: BaseSystem;
    }
  | {
      kind: "document";
      name: string;
      file: string;
      /**
       * The facility or control center the document names (null: none), which with the name says
       * which base system it is; absent when judged from a comment of an older version.
       */
      parent?: string | null;
      /** The system's base declaration, when the base has it elsewhere or has another at `file`. */
      base?: BaseSystem;
    }
  /** A base document no head document declares again, at its path or elsewhere. */
  | { kind: "removed"; name: string; file: string; base: BaseSystem }
  /** `lifted`: the ids of the base rules the change removes or weakens (lifted-rules.ts). */
  | { kind: "policy"; file: string; lifted: string[] }
  /** `cip_senior_manager` or `cip_002_last_approval` in words; `approvalOnly`: the latter alone. */
  | { kind: "senior-manager"; file: string; changes: string[]; approvalOnly: boolean }
  | { kind: "review"; file: string }
  /** cip-ledger.yaml added, changed or removed: the keys that sign what is in force. */
  | { kind: "ledger-declaration"; file: string }
  /** The commands of the sources file: each source whose command is added, changed or removed. */
  | { kind: "source-commands"; file: string; changes: string[] }
  /** Each day `standards:` adds, removes or moves: "CIP-003-11 from 2029-07-01 -> from 2026-08-01". */
  | { kind: "standards"; file: string; changes: string[] }
  | {
      kind: "baseline";
      name: string;
      file: string;
      /** Each asset whose baseline is added, changed or removed: "alpha-rtu-01: baseline changed". */
      changes: string[];
      base: BaseSystem;
    };

/** The facility or control center a document names, or null. */
function parentOf(document: InventoryDocument): string | null {
  return (document.facility ?? document.controlCenter)?.value ?? null;
}

/** A system as written: its name and its facility or control center. */
const identityOf = (name: string, parent: string | null) => JSON.stringify([name, parent]);

/** A document's system, as written. */
function identity(document: InventoryDocument): string {
  return identityOf(document.cyberSystem.value, parentOf(document));
}

/**
 * The base document of the system `name` under `parent`, else the one the base has at `file`:
 * the system a new, moved or re-identified document is judged by, from the files or from the
 * plan comment's record of them (recorded-governance.ts).
 */
export function baseDocumentOf(
  base: RuleSources,
  name: string,
  parent: string | null,
  file: string,
): BaseDocument | undefined {
  const wanted = identityOf(name, parent);
  return (
    base.documents.find((candidate) => identity(candidate.document) === wanted) ??
    base.documents.find((candidate) => candidate.file === file)
  );
}

const ownersText = (owners: readonly Principal[]) => `[${owners.map(principalText).join(", ")}]`;

const sameOwners = (a: readonly Principal[], b: readonly Principal[]) =>
  JSON.stringify(a.map(principalKey).sort()) === JSON.stringify(b.map(principalKey).sort());

/** The rule id of a change to `cip_senior_manager` or `cip_002_last_approval` in results. */
export const SENIOR_MANAGER_RULE_ID = "cip-senior-manager-change";

/** Each change `head` makes to the rules `base` judges by. */
export function governanceChanges(
  base: RuleSources,
  head: RuleSources,
  files: RuleFiles,
): GovernanceChange[] {
  const changes: GovernanceChange[] = [];
  const policy = policyTextChange(base.policyText, head.policyText, files.policy);
  if (policy.rest) changes.push({ kind: "policy", file: files.policy, lifted: policy.lifted });
  const { seniorManager: words, approvalOnly } = policy;
  if (words.length > 0)
    changes.push({ kind: "senior-manager", file: files.policy, changes: words, approvalOnly });
  const standards = standardsWords(base.policyText, head.policyText, files.policy);
  if (standards.length > 0)
    changes.push({ kind: "standards", file: files.policy, changes: standards });
  if (files.review !== "" && head.reviewText !== base.reviewText)
    changes.push({ kind: "review", file: files.review });
  if (files.ledger !== "" && head.ledgerText !== base.ledgerText)
    changes.push({ kind: "ledger-declaration", file: files.ledger });
  const commands = commandChanges(base.sourceCommands, head.sourceCommands);
  if (files.sources !== "" && commands.length > 0)
    changes.push({ kind: "source-commands", file: files.sources, changes: commands });
  for (const entry of head.documents) {
    const name = entry.document.cyberSystem.value;
    const before = base.documents.find(
      (candidate) =>
        candidate.file === entry.file && identity(candidate.document) === identity(entry.document),
    );
    if (before === undefined) {
      changes.push(documentChange(base, entry));
      continue;
    }
    const was = baseSystem(before, base.codeowners);
    const now = baseSystem(entry, head.codeowners);
    const differences: string[] = [];
    if (!sameOwners(was.owners, now.owners))
      differences.push(`owners ${ownersText(was.owners)} -> ${ownersText(now.owners)}`);
    if (was.impact !== now.impact)
      differences.push(`impact ${was.impact ?? "(none)"} -> ${now.impact ?? "(none)"}`);
    if (differences.length > 0)
      changes.push({ kind: "system", name, file: entry.file, changes: differences, base: was });
    const baselines = baselineChanges(before.document, entry.document);
    if (baselines.length > 0)
      changes.push({ kind: "baseline", name, file: entry.file, changes: baselines, base: was });
  }
  changes.push(...removedDocuments(base, head));
  return changes;
}

/**
 * The base documents the head does not declare again: neither at their path with their identity
 * nor elsewhere with it (a move, judged as a document change at its new path). Each is a change of
 * its own, judged by its base owners: without it, deleting a document's file would drop its assets
 * from the desired state with no rule asking anyone.
 */
function removedDocuments(base: RuleSources, head: RuleSources): GovernanceChange[] {
  const kept = new Set(head.documents.map((entry) => identity(entry.document)));
  return base.documents.flatMap((entry): GovernanceChange[] => {
    if (kept.has(identity(entry.document))) return [];
    const name = entry.document.cyberSystem.value;
    return [{ kind: "removed", name, file: entry.file, base: baseSystem(entry, base.codeowners) }];
  });
}

/**
 * The assets both sides declare whose baseline differs, in the head's order. A created, deleted or
 * renamed asset is an operation of the plan, judged with its baseline; this is what has none.
 */
function baselineChanges(before: InventoryDocument, after: InventoryDocument): string[] {
  const was = new Map(before.assets.map((asset) => [asset.name, asset.baseline?.digest]));
  return after.assets.flatMap((asset) => {
    if (!was.has(asset.name)) return [];
    const from = was.get(asset.name);
    const to = asset.baseline?.digest;
    if (from === to) return [];
    const how = from === undefined ? "added" : to === undefined ? "removed" : "changed";
    return [`${asset.name}: baseline ${how}`];
  });
}

/**
 * A document the base does not have at its path with its identity: a move keeps the owners of the
 * system it moves (the base document of that identity), a re-identified one those of the system
 * the base had at that path, so that neither escapes its owners behind the policy owners.
 */
function documentChange(base: RuleSources, entry: BaseDocument): GovernanceChange {
  const name = entry.document.cyberSystem.value;
  const parent = parentOf(entry.document);
  const was = baseDocumentOf(base, name, parent, entry.file);
  const change: GovernanceChange = { kind: "document", name, file: entry.file, parent };
  if (was !== undefined) change.base = baseSystem(was, base.codeowners);
  return change;
}

/** What `change` changes, in words (names as written: renderers escape them). */
export function governanceWords(change: GovernanceChange): string {
  switch (change.kind) {
    case "system":
      return `${change.changes.join("; ")} of cyber system ${quote(change.name)} (${change.file})`;
    case "document":
      return `the document of cyber system ${quote(change.name)} at ${change.file}, which the base does not have there (new, moved or renamed)`;
    case "removed":
      return `the document of cyber system ${quote(change.name)} at ${change.file}, which the head no longer has (deleted, or its system renamed)`;
    case "policy":
      return `the policy file ${change.file}`;
    case "review":
      return `the CIP-002 R2 review of the identifications, ${change.file}`;
    case "ledger-declaration":
      return `the evidence ledger's writer declaration ${change.file} (the keys that sign what is in force)`;
    case "senior-manager":
    case "source-commands":
      return `${change.changes.join("; ")} in ${change.file}`;
    case "standards":
      return `the day a version of a standard judges from: ${change.changes.join("; ")} in ${change.file}'s standards:`;
    case "baseline":
      return `${change.changes.join("; ")} in cyber system ${quote(change.name)} (${change.file})`;
  }
}

/** Who must approve each change, under the base `policy`; `base` names what it protects. */
export function governanceRequirements(
  policy: Policy,
  changes: readonly GovernanceChange[],
  base: RuleSources,
): GovernanceRequirement[] {
  const policyOwners = policyOwnersOf(policy, base);
  return changes.flatMap((change): GovernanceRequirement[] => {
    if (change.kind === "review") {
      const wanted = [wantedFor(policy, REVIEW_ACTION)];
      return [{ id: REVIEW_RULE_ID, governs: governanceWords(change), wanted }];
    }
    if (change.kind === "source-commands") {
      // The authority table's source-commands row: the policy owners at the base.
      const asked = authorityOf("source-commands").approvers.includes("policy-owners");
      // A policy that protects nobody (no rule, no freeze) asks nobody, as for the rules.
      if (!asked || policyOwners === undefined) return [];
      const governs = governanceWords(change);
      return [{ id: "source-command-change", governs, wanted: [policyOwners] }];
    }
    if (change.kind === "standards")
      return standardsRequirements(policy, change, governanceWords(change), base);
    if (change.kind === "senior-manager") {
      const wanted = seniorManagerChangeWanted(policy, policyOwners, change.approvalOnly);
      return [{ id: SENIOR_MANAGER_RULE_ID, governs: governanceWords(change), wanted }];
    }
    if (change.kind === "system" || change.kind === "baseline" || change.kind === "removed") {
      const wanted = systemWanted(policy, change);
      if (wanted.length === 0) return [];
      const id =
        change.kind === "system"
          ? "owners-or-impact-change"
          : change.kind === "removed"
            ? "document-removed"
            : "baseline-change";
      return [{ id, governs: governanceWords(change), wanted }];
    }
    if (change.kind === "policy" || change.kind === "ledger-declaration")
      return ruleFileRequirements(policy, change, governanceWords(change), base, policyOwners);
    const wanted = [
      ...(policyOwners === undefined ? [] : [policyOwners]),
      ...(change.kind === "document" && change.base !== undefined
        ? systemWanted(policy, {
            name: change.name,
            file: change.base.file ?? change.file,
            base: change.base,
          })
        : []),
    ];
    if (wanted.length === 0) return [];
    return [{ id: "document-change", governs: governanceWords(change), wanted }];
  });
}

/**
 * Every base rule covering the system's base impact: for a baseline, the rules that cover an
 * update (it is one, of its asset); for the rest, every one, as if the change were any operation.
 */
function systemWanted(
  policy: Policy,
  change: { kind?: GovernanceChange["kind"]; name: string; file: string; base: BaseSystem },
): GovernanceWanted[] {
  const what = change.kind === "baseline" ? "its baselines" : "its owners, impact or document";
  return policy.rules
    .filter((rule) => coversImpact(rule, change.base.impact))
    .filter(
      (rule) =>
        change.kind !== "baseline" || !rule.operations || rule.operations.includes("update"),
    )
    .map((rule) => ruleWanted(rule, change, what));
}

/**
 * The policy owners: `policy_owners` as written, with `from: owners` (and the default) meaning
 * everyone the policy protects: each base document's owners whose impact a rule covers, and every
 * principal a rule or a freeze override names. Undefined when the policy protects nobody.
 */
function policyOwnersOf(policy: Policy, base: RuleSources): GovernanceWanted | undefined {
  const { approvals, from } = policy.policyOwners ?? { approvals: 1, from: { kind: "owners" } };
  if (from.kind === "principals") return { approvals, principals: from.principals };
  const covered = (system: BaseSystem) =>
    policy.rules.some((rule) => coversImpact(rule, system.impact));
  const protectedOwners = base.documents
    .map((entry) => baseSystem(entry, base.codeowners))
    .filter(covered)
    .flatMap((system) => system.owners);
  const named = [
    ...policy.rules.flatMap((rule) =>
      rule.from.kind === "principals" ? rule.from.principals : [],
    ),
    ...policy.freezes.flatMap((freeze) => freeze.overrideFrom ?? []),
  ];
  const unique = new Map([...protectedOwners, ...named].map((p) => [principalKey(p), p]));
  if (unique.size > 0) return { approvals, principals: [...unique.values()] };
  // A policy with no rule and no freeze protects nothing; one that does, but whose protected
  // owners cannot be seen here (no base document names owners, say), fails closed.
  if (policy.rules.length === 0 && policy.freezes.length === 0) return undefined;
  return {
    approvals,
    principals: [],
    nobody:
      "the base policy protects nobody that can be named here, so nobody can approve a change to the rules; set policy_owners on the base branch",
  };
}
