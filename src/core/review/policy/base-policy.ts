// The owner policy as the base commit has it, made from the files read there and in the checkout
// (a pull request may change the checkout's): the policy parsed (an invalid one kept as such, with
// where and why, for the judgement to refuse), CODEOWNERS and the inventory documents parsed. Pure:
// the entry reads the files once, this only reads what they say.
import { parseInventoryText } from "../../inventory/document/parse-inventory.ts";
import { formatLocation } from "../../shared/diagnostics.ts";
import { shortSha } from "../../shared/wording.ts";
import type { PolicyFilesAtCommit } from "../code-host.ts";
import { parseCodeowners } from "./codeowners.ts";
import type { Codeowners } from "./codeowners.ts";
import type { RuleSources } from "./governance/governance.ts";
import type { Policy } from "./policy-model.ts";
import type { PolicySource } from "./policy-evidence.ts";
import { parsePolicyText } from "./file/parse-policy.ts";
import type { BaseDocument } from "./policy-subjects.ts";

/** The policy as the base commit has it, with what its owners are judged from. */
export interface BasePolicy {
  source: PolicySource;
  /**
   * Undefined when the file at the base has an error, or the base's inventory documents could not
   * all be listed: `problem` says which, and where.
   */
  policy: Policy | undefined;
  problem: string | undefined;
  documents: BaseDocument[];
  codeowners: Codeowners | undefined;
  /** The documents, CODEOWNERS and the policy file of the checkout: a pull request may change them. */
  head: RuleSources;
  baseText: string;
  /** The review file at the base (undefined: none there), and where it is ("" for none). */
  baseReviewText?: string | undefined;
  reviewFile: string;
  /** The sources file's commands at the base (undefined: no file), and where it is ("" for none). */
  baseSourceCommands?: Readonly<Record<string, string>> | undefined;
  sourcesFile: string;
  /** cip-ledger.yaml at the base (undefined: none there), and where it is ("" for none looked for). */
  baseLedgerText?: string | undefined;
  ledgerFile: string;
}

/** The files the owner policy is judged from, as read at the base commit and in the checkout. */
export interface PolicyFilesRead {
  baseSha: string;
  /** The policy file and the review file ("" for none), relative to the repository's root. */
  policyFile: string;
  reviewFile: string;
  /** The sources file ("" for none looked for), and its commands at the base and in the checkout. */
  sources: {
    file: string;
    atBase: Readonly<Record<string, string>> | undefined;
    checkout: Readonly<Record<string, string>> | undefined;
  };
  /** The ledger writer's declaration ("" for none looked for), its text at the base and in the checkout. */
  ledger: { file: string; atBase: string | undefined; checkout: string | undefined };
  atBase: PolicyFilesAtCommit & { policy: NonNullable<PolicyFilesAtCommit["policy"]> };
  checkout: {
    documents: BaseDocument[];
    /** The first of the host's CODEOWNERS places that exists in the checkout. */
    codeowners: { path: string; text: string } | undefined;
    policyText: string | undefined;
    reviewText: string | undefined;
    /** Why the checkout cannot be judged (two paths that differ only in case), if it cannot. */
    unreadable?: string;
  };
}

export function basePolicyOf(read: PolicyFilesRead): BasePolicy {
  const { baseSha, policyFile: file, reviewFile, sources, ledger, atBase, checkout } = read;
  const parsed = parsePolicyText(atBase.policy.text, file);
  const error = parsed.diagnostics.find((diagnostic) => diagnostic.severity === "error");
  const where = error?.location === undefined ? file : formatLocation(error.location);
  // Base documents that could not all be listed leave the policy unjudgeable, never judged
  // without them: a moved or deleted document would escape its owners. So does a checkout whose
  // files cannot be told apart (two paths differing only in case, on a file system ignoring it).
  const unlisted =
    atBase.unlisted === undefined
      ? checkout.unreadable
      : `the inventory documents at the base commit ${shortSha(baseSha)} could not all be read: ${atBase.unlisted}`;
  return {
    source: { file, blobSha: atBase.policy.sha, baseSha },
    policy: unlisted === undefined ? parsed.policy : undefined,
    problem:
      parsed.policy === undefined
        ? `the owner policy ${where} at the base commit ${shortSha(baseSha)} is invalid (${error?.message ?? "unreadable"}): fix it on the base branch, since a pull request is judged by the base's policy`
        : unlisted,
    documents: atBase.documents.flatMap(({ path, text }) => documentsOf(text, path)),
    codeowners:
      atBase.codeowners && parseCodeowners(atBase.codeowners.text, atBase.codeowners.path),
    head: {
      documents: checkout.documents,
      codeowners:
        checkout.codeowners && parseCodeowners(checkout.codeowners.text, checkout.codeowners.path),
      policyText: checkout.policyText,
      reviewText: checkout.reviewText,
      sourceCommands: sources.checkout,
      ledgerText: ledger.checkout,
    },
    baseText: atBase.policy.text,
    baseReviewText: atBase.review?.text,
    reviewFile,
    baseSourceCommands: sources.atBase,
    sourcesFile: sources.file,
    baseLedgerText: ledger.atBase,
    ledgerFile: ledger.file,
  };
}

function documentsOf(text: string, file: string): BaseDocument[] {
  return parseInventoryText(text, file).documents.map((document) => ({ file, document }));
}
