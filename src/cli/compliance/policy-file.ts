// The policy file --policy names, read and parsed, for the commands that judge by it (`policy
// check`, `validate`, the obligations' calendar): a module of its own, so that a command that only
// reads the policy loads nothing of the service's client.
import { readFile } from "node:fs/promises";
import { resolve } from "node:path";
import { errorCode, errorMessage } from "../../core/shared/errors.ts";
import { parsePolicyText, type ParsedPolicy } from "../../core/review/policy/file/parse-policy.ts";
import type { CliIo } from "../shared/io.ts";
import { DEFAULT_POLICY_FILE } from "../../core/review/policy/policy-model.ts";

/**
 * The policy file named by --policy, parsed; undefined when --policy is empty, or when it was not
 * given and cip-policy.yaml does not exist. A --policy that names a missing file is an error.
 */
export async function readPolicyFile(
  policyFile: string,
  io: CliIo,
): Promise<{ file: string; text: string; parsed: ParsedPolicy } | undefined> {
  if (policyFile === "") return undefined;
  const path = resolve(io.cwd, policyFile);
  let text: string;
  try {
    text = await readFile(path, "utf8");
  } catch (error) {
    if (errorCode(error) === "ENOENT" && policyFile === DEFAULT_POLICY_FILE) return undefined;
    throw new Error(
      `--policy ${policyFile} cannot be read (${errorMessage(error)}); pass the policy file, or --policy "" to check without one`,
      { cause: error },
    );
  }
  return { file: policyFile, text, parsed: parsePolicyText(text, policyFile) };
}
