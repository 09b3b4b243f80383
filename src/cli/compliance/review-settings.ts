// `cip-sync review`'s flags, checked: each wrong value names its flag and what it accepts.
import { DEFAULT_REVIEW_FILE } from "../../core/obligations/identification-review.ts";
import { WORKSPACE_PATTERN } from "../../core/evidence/records/evidence-record.ts";
import { dayFlag, text, type Values } from "../shared/flag-values.ts";
import type { ConnectionInput, SourceSettings } from "../shared/common-settings.ts";
import { UsageError } from "../shared/usage-error.ts";

export interface ReviewSettings {
  command: "review";
  source: SourceSettings;
  /** --workspace; undefined: the only workspace of the ledger in `dir`. */
  workspace: string | undefined;
  /** --dir: a checkout of the evidence branch, whose only workspace --workspace defaults to. */
  dir: string;
  /** The review's date, YYYY-MM-DD; undefined: today, in UTC. */
  on: string | undefined;
  /** The review file, relative to the working directory. */
  out: string;
  check: boolean;
  /** --offline: list only the BES assets the documents name, without reading the service. */
  offline: boolean;
  /** Where the facilities and control centers are read from, unless --offline or --check. */
  connection: ConnectionInput;
}

export function reviewSettings(
  values: Values,
  inputs: Pick<ReviewSettings, "source" | "connection">,
): ReviewSettings {
  const workspace = text(values, "workspace");
  if (workspace !== undefined && !WORKSPACE_PATTERN.test(workspace)) {
    throw new UsageError(
      `--workspace ${JSON.stringify(workspace)} is not a workspace name: letters, digits, dots, hyphens and underscores, as the Action's input workspace`,
    );
  }
  const on = dayFlag(values, "on");
  const check = values.check === true;
  const offline = values.offline === true;
  if (check && offline) {
    throw new UsageError(
      "--offline applies to writing the review; --check reads no service: leave out --offline",
    );
  }
  if (!check && !offline && inputs.connection.apiUrl === undefined) {
    throw new UsageError(
      "the review lists every facility and control center the service holds (CIP-002 R1 considers each BES asset), so it reads them: set CIP_API_URL (or --api-url) and CIP_API_KEY, or pass --offline to list only those the inventory names (the file's scope then says so)",
    );
  }
  return {
    command: "review",
    ...inputs,
    workspace,
    dir: text(values, "dir") ?? ".",
    on,
    out: text(values, "out") ?? DEFAULT_REVIEW_FILE,
    check,
    offline,
  };
}
