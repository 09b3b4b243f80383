// The evidence ledger's inputs: evidence-branch, the branch that keeps it ("" or none: no ledger),
// and evidence-writer, the login whose commits its records must be, as every run's authenticated
// reading checks them (core/evidence/chain/ledger-authority.ts), and ledger-key, the writer's signing
// key (ledger-key.ts). An empty evidence-writer is the
// run's own token's login, which is the writer in the jobs that append (apply, drift); a job that
// reads the ledger with another token (a source sync's App) names the writer.
import * as core from "@actions/core";
import { DEFAULT_EVIDENCE_BRANCH } from "../../core/evidence/records/evidence-record.ts";
import { SettingsError } from "./settings-error.ts";
import { readLedgerKey } from "./ledger-key.ts";
import type { LedgerSigningKey } from "../../core/evidence/chain/writer-proof.ts";

/**
 * The value of evidence-branch that keeps no ledger besides '': @github/local-action replaces an
 * empty input by action.yml's default, so a local run needs a word to say "none".
 */
export const NO_EVIDENCE_BRANCH = "none";

/** How the log starts what a run without a ledger does: either value that asks for none. */
export const NO_LEDGER = `No evidence ledger (input evidence-branch is ${NO_EVIDENCE_BRANCH} or empty)`;

/** A branch name git and GitHub accept, without the exotic cases (no "..", "@{", "//", trailing "/" or ".lock"). */
const BRANCH_NAME =
  /^(?!.*(?:\.\.|@\{|\/\/|\/\.|\.lock$|\/$|\.$))[A-Za-z0-9_][A-Za-z0-9._/-]{0,199}$/;

/** A GitHub login, or an App's bot login ("name[bot]"). */
const LOGIN = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})(?:\[bot\])?$/;

export function readLedgerInputs(): {
  evidenceBranch: string;
  evidenceWriter: string | undefined;
  ledgerKey: LedgerSigningKey | undefined;
} {
  return {
    evidenceBranch: readEvidenceBranch(),
    evidenceWriter: readEvidenceWriter(),
    ledgerKey: readLedgerKey(),
  };
}

function readEvidenceBranch(): string {
  const branch = core.getInput("evidence-branch").trim();
  if (branch === NO_EVIDENCE_BRANCH) return "";
  if (branch === "" || BRANCH_NAME.test(branch)) return branch;
  throw new SettingsError(
    `input evidence-branch is "${branch}": use a branch name of letters, digits, ".", "_", "-" and "/" (default ${DEFAULT_EVIDENCE_BRANCH}), or ${NO_EVIDENCE_BRANCH} (or '') to keep no evidence ledger`,
  );
}

/** The writer's login; undefined: the token's own. */
function readEvidenceWriter(): string | undefined {
  const login = core.getInput("evidence-writer").trim();
  if (login === "") return undefined;
  if (LOGIN.test(login)) return login;
  throw new SettingsError(
    `input evidence-writer is ${JSON.stringify(login)}: give the GitHub login that writes the evidence ledger (the apply and drift jobs' token: github-actions[bot] for GITHUB_TOKEN, or an App's NAME[bot]), or leave it empty for this run's own token`,
  );
}
