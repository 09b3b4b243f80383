// The owner policy's files as the checkout has them (a pull request may change them): CODEOWNERS
// from the first of GitHub's places that has one, the policy file, the CIP-002 R2 review file, the
// sources file (whose commands are rules too) and the ledger writer's declaration (whose keys sign
// what is in force). Read as text; what they say is for
// core/review/policy/ and core/sources/ to read.
import { join } from "node:path";
import { CODEOWNERS_PATHS } from "../../core/review/policy/codeowners.ts";
import { readNamedFile, readTextIfPresent } from "./optional-file.ts";

export interface CheckoutPolicyTexts {
  codeowners: { path: string; text: string } | undefined;
  policyText: string | undefined;
  reviewText: string | undefined;
  sourcesText: string | undefined;
  ledgerText: string | undefined;
}

/**
 * The checkout's policy texts under `root`, the policy file's as the caller read it (the run reads
 * it once for every use: its rules, its baselines, its calendar); a file named "" is none.
 */
export async function readCheckoutPolicyTexts(
  root: string,
  policyText: string | undefined,
  files: { reviewFile: string; sourcesFile: string; ledgerFile: string },
): Promise<CheckoutPolicyTexts> {
  const text = (file: string) => readNamedFile(root, file);
  return {
    codeowners: await readCheckoutCodeowners(root),
    policyText,
    reviewText: await text(files.reviewFile),
    sourcesText: await text(files.sourcesFile),
    ledgerText: await text(files.ledgerFile),
  };
}

/** The CODEOWNERS file GitHub would use: the first of its three places that exists. */
export async function readCheckoutCodeowners(
  root: string,
): Promise<{ path: string; text: string } | undefined> {
  for (const path of CODEOWNERS_PATHS) {
    const text = await readTextIfPresent(join(root, path));
    if (text !== undefined) return { path, text };
  }
  return undefined;
}
