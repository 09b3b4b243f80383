// Input evidence-writer: the login whose commits the evidence ledger's records must be, as every
// run's authenticated reading checks them (core/evidence/chain/ledger-authority.ts). Empty: the
// run's own token's login, which is the writer in the jobs that append (apply, drift). A job that
// reads the ledger with another token (a source sync's App) names the writer here.
import * as core from "@actions/core";
import { SettingsError } from "./settings-error.ts";

/** A GitHub login, or an App's bot login ("name[bot]"). */
const LOGIN = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})(?:\[bot\])?$/;

/** The writer's login; undefined: the token's own. */
export function readEvidenceWriter(): string | undefined {
  const login = core.getInput("evidence-writer").trim();
  if (login === "") return undefined;
  if (LOGIN.test(login)) return login;
  throw new SettingsError(
    `input evidence-writer is ${JSON.stringify(login)}: give the GitHub login that writes the evidence ledger (the apply and drift jobs' token: github-actions[bot] for GITHUB_TOKEN, or an App's NAME[bot]), or leave it empty for this run's own token`,
  );
}
