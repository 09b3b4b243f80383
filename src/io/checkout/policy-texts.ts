// The owner policy's files as the checkout has them (a pull request may change them): CODEOWNERS
// from the first of GitHub's places that has one, the policy file and the CIP-002 R2 review file.
// Read as text; what they say is core/review/policy/'s to read.
import { join } from "node:path";
import { CODEOWNERS_PATHS } from "../../core/review/policy/codeowners.ts";
import { readTextIfPresent } from "./optional-file.ts";

export interface CheckoutPolicyTexts {
  codeowners: { path: string; text: string } | undefined;
  policyText: string | undefined;
  reviewText: string | undefined;
}

/** The checkout's policy texts under `root`; `reviewFile` "" for none. */
export async function readCheckoutPolicyTexts(
  root: string,
  policyFile: string,
  reviewFile: string,
): Promise<CheckoutPolicyTexts> {
  return {
    codeowners: await readCheckoutCodeowners(root),
    policyText: await readTextIfPresent(join(root, policyFile)),
    reviewText: reviewFile === "" ? undefined : await readTextIfPresent(join(root, reviewFile)),
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
