// The owner policy as the base commit has it, read once through the code host (never from the
// pull request): the policy file, CODEOWNERS, the inventory documents and the review file there,
// with the checkout's own (a pull request may change them). An invalid policy at the base is read
// as such (`problem` says where), for the judgement to refuse with why.
import { join } from "node:path";
import {
  CODEOWNERS_PATHS,
  type Codeowners,
  parseCodeowners,
} from "../../core/review/policy/codeowners.ts";
import type { BasePolicy } from "../../core/review/policy/judge-policy.ts";
import { parsePolicyText } from "../../core/review/policy/parse-policy.ts";
import type { BaseDocument } from "../../core/review/policy/policy-subjects.ts";
import { parseInventoryText } from "../../core/inventory/parse-inventory.ts";
import { formatLocation } from "../../core/shared/diagnostics.ts";
import { shortSha } from "../../core/shared/wording.ts";
import type { LoadedInventory } from "../../io/inventory-files.ts";
import type { RunScope } from "../run/run-scope.ts";
import { readTextIfPresent } from "../../io/optional-file.ts";

/**
 * The policy at `baseSha` (given, or computed only when a policy file is named); undefined when
 * the input policy is empty or the file does not exist at the base.
 */
export async function readBasePolicy(
  scope: RunScope,
  baseSha: string | (() => Promise<string>),
): Promise<BasePolicy | undefined> {
  const file = scope.settings.policyFile;
  if (file === "") return undefined;
  const base = typeof baseSha === "string" ? baseSha : await baseSha();
  let loaded: LoadedInventory | undefined;
  const { reviewFile } = scope.settings;
  const files = await scope.host.policy.filesAt(base, {
    policy: file,
    documents: async () => (loaded = await scope.inventory()).files,
    ...(reviewFile === "" ? {} : { review: reviewFile }),
  });
  if (files.policy === undefined || loaded === undefined) {
    scope.reporter.info(`No owner policy: ${file} does not exist at the base commit ${base}.`);
    return undefined;
  }
  const parsed = parsePolicyText(files.policy.text, file);
  const error = parsed.diagnostics.find((diagnostic) => diagnostic.severity === "error");
  const where = error?.location === undefined ? file : formatLocation(error.location);
  return {
    source: { file, blobSha: files.policy.sha, baseSha: base },
    policy: parsed.policy,
    problem:
      parsed.policy === undefined
        ? `the owner policy ${where} at the base commit ${shortSha(base)} is invalid (${error?.message ?? "unreadable"}): fix it on the base branch, since a pull request is judged by the base's policy`
        : undefined,
    documents: files.documents.flatMap(({ path, text }) => documentsOf(text, path)),
    codeowners: files.codeowners && parseCodeowners(files.codeowners.text, files.codeowners.path),
    head: {
      documents: loaded.documents.map((document) => ({ file: document.location.file, document })),
      codeowners: await checkoutCodeowners(scope.context.workspaceDir),
      policyText: await readTextIfPresent(join(scope.context.workspaceDir, file)),
      reviewText:
        reviewFile === ""
          ? undefined
          : await readTextIfPresent(join(scope.context.workspaceDir, reviewFile)),
    },
    baseText: files.policy.text,
    baseReviewText: files.review?.text,
    reviewFile,
  };
}

/** The checkout's CODEOWNERS, from the first of GitHub's places that has one. */
async function checkoutCodeowners(root: string): Promise<Codeowners | undefined> {
  for (const path of CODEOWNERS_PATHS) {
    const text = await readTextIfPresent(join(root, path));
    if (text !== undefined) return parseCodeowners(text, path);
  }
  return undefined;
}

function documentsOf(text: string, file: string): BaseDocument[] {
  return parseInventoryText(text, file).documents.map((document) => ({ file, document }));
}
