// The owner policy as the change record keeps it: what judged an apply attempt, so an auditor can
// see which rules applied, who satisfied each, and why a freeze was overridden.

/** One count a policy rule asked for, and who gave it. */
export interface PolicyRequirementEvidence {
  /** For `from: owners`: the cyber system whose owners; null for a rule's own list. */
  system: string | null;
  approvals: number;
  /** Who may satisfy it, as written (logins and org/team). */
  eligible: string[];
  satisfied_by: string[];
  /** What is missing, or why it cannot be known; null when met. */
  problem: string | null;
}

/** `cip_senior_manager` and `cip_002_last_approval` on one side of a change, as the ledger keeps them. */
export interface SeniorManagerEvidence {
  /** Null: that side names no CIP Senior Manager. */
  csm: {
    login: string;
    name: string;
    title: string;
    since: string;
    delegates: {
      login: string;
      name: string;
      title: string;
      actions: string[];
      delegated_on: string;
      delegation_ref: string;
    }[];
  } | null;
  last_approval: { on: string; ref: string } | null;
}

/** The owner policy (read at the base commit) as it judged an apply attempt. */
export interface PolicyEvidence {
  /** The policy file, relative to the repository root. */
  file: string;
  /** Its git blob SHA at the base commit: the exact rules that judged the change. */
  blob_sha: string;
  /** The commit the policy, CODEOWNERS and the owners were read at. */
  base_sha: string;
  allowed: boolean;
  /** Why the change is refused; empty when allowed. */
  reasons: string[];
  /** The rules that applied, each with its result and who satisfied it. */
  rules: {
    id: string;
    /** Set for a change to the rules themselves (an owner, an impact, a document, the policy). */
    governs?: string;
    result: "met" | "unmet" | "unverifiable";
    operations: number;
    requirements: PolicyRequirementEvidence[];
  }[];
  /**
   * Set when the change merges a change to `cip_senior_manager` or `cip_002_last_approval` (rule
   * cip-senior-manager-change): both sides, so that CIP-003 R3 and R4 can be dated from the ledger.
   */
  senior_manager?: { base: SeniorManagerEvidence | null; head: SeniorManagerEvidence | null };
  /** The freeze windows that held, and any override with its reason. */
  freezes: {
    id: string;
    from: string;
    to: string;
    result: "overridden" | "frozen" | "unverifiable";
    override: { login: string; reason: string } | null;
  }[];
}
