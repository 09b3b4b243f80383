// The context of a change record written by the command line (`cip-sync apply --record`): the
// same questions the Action's record answers (who, from which repository and commit, against
// which service and organization, with which tool) from what the CLI could read. A fact that
// could not be read stays out. Pure: the facts are read by io/checkout/checkout-facts.ts.
import type { LiveInventory } from "../../shared/live-records.ts";
import type { ChangeContext, FreezeHeld, OperatorContext } from "./change-record.ts";
import { serviceContext } from "./service-context.ts";

/** What the CLI read about its checkout, its user and its machine (io/checkout/checkout-facts.ts). */
export interface CliFacts {
  /** The remote origin's URL, without any user name, password, query or fragment. */
  repository?: string;
  commit?: string;
  /** "refs/heads/<branch>"; absent on a detached HEAD. */
  ref?: string;
  /** Whether any file differs from the commit, untracked ones included, but the ignored ones. */
  treeDirty?: boolean;
  gitName?: string;
  gitEmail?: string;
  osUser?: string;
  host?: string;
}

export interface CliApplyFacts {
  toolVersion: string;
  checkout: CliFacts;
  /** The service URL the apply used. */
  serviceUrl: string | undefined;
  /** The live inventory the plan was made from: its records name the organization. */
  live: LiveInventory | undefined;
  /** The saved plan's fingerprint, when the apply was checked against one (--plan). */
  reviewedFingerprint: string | undefined;
  /** The freeze windows of the root's policy that held operations of the plan when it started. */
  freezes: readonly FreezeHeld[];
}

/** Who ran the command, as a record names them: git's name and email, the OS user; each if read. */
export function operatorContext(
  checkout: Pick<CliFacts, "gitName" | "gitEmail" | "osUser">,
): OperatorContext {
  return {
    ...(checkout.gitName === undefined ? {} : { git_name: checkout.gitName }),
    ...(checkout.gitEmail === undefined ? {} : { git_email: checkout.gitEmail }),
    ...(checkout.osUser === undefined ? {} : { os_user: checkout.osUser }),
  };
}

export function cliChangeContext(facts: CliApplyFacts): ChangeContext {
  const { checkout } = facts;
  const operator = operatorContext(checkout);
  return {
    tool_version: facts.toolVersion,
    ...(checkout.repository === undefined ? {} : { repository: checkout.repository }),
    ...(checkout.commit === undefined ? {} : { commit: checkout.commit }),
    ...(checkout.ref === undefined ? {} : { ref: checkout.ref }),
    ...(checkout.treeDirty === undefined ? {} : { tree_dirty: checkout.treeDirty }),
    ...(Object.keys(operator).length === 0 ? {} : { operator }),
    ...(checkout.host === undefined ? {} : { host: checkout.host }),
    ...serviceContext(facts.serviceUrl, facts.live),
    ...(facts.reviewedFingerprint === undefined
      ? {}
      : { reviewed_fingerprint: facts.reviewedFingerprint }),
    ...(facts.freezes.length === 0 ? {} : { freezes_held: [...facts.freezes] }),
  };
}
