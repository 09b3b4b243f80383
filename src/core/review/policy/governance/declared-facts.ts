// The governance facts a commit's files declare, as a merge's change record keeps them
// (GovernanceFacts): in force from that record only when the gate accepted the merge
// (core/evidence/records/in-force/facts-in-force.ts), so that what is in force is read from accepted
// records, never from a checkout. Pure.
import type { GovernanceFacts } from "../../../evidence/records/evidence-record.ts";
import { principalText } from "../../../inventory/document/principals.ts";
import { compareCodePoints } from "../../../shared/names.ts";
import { sha256Hex } from "../../../shared/sha256.ts";
import { parsePolicyText } from "../file/parse-policy.ts";
import type { BaseDocument } from "../policy-subjects.ts";
import { seniorManagerEvidence } from "./senior-manager.ts";

/** What the files of one commit say, as read once by the run. */
export interface DeclaredSources {
  policyFile: string;
  /** Undefined: no policy file. */
  policyText: string | undefined;
  documents: readonly BaseDocument[];
  /** Undefined: no sources file. */
  sourceCommands: Readonly<Record<string, string>> | undefined;
}

export function declaredGovernance(sources: DeclaredSources): GovernanceFacts {
  const { policyFile, policyText, documents, sourceCommands } = sources;
  const policy =
    policyText === undefined ? undefined : parsePolicyText(policyText, policyFile).policy;
  const systems = documents
    .map(({ document }) => ({
      name: document.cyberSystem.value,
      impact: document.impact?.value ?? null,
      owners: document.owners?.map((owner) => principalText(owner.value)) ?? null,
      ...siteOf(document),
    }))
    .sort((a, b) => compareCodePoints(a.name, b.name));
  return {
    policy: policyText === undefined ? null : { file: policyFile, sha256: sha256Hex(policyText) },
    // An invalid policy declares no CIP Senior Manager: the gate refused it anyway.
    senior_manager: policy === undefined ? null : seniorManagerEvidence(policy),
    systems,
    source_commands: sourceCommands === undefined ? null : { ...sourceCommands },
    // R3.4's action items: whom the policy names to approve a moved planned date; left out, the owners.
    ...(policy?.assessmentDateApprovers?.kind === "logins"
      ? { assessment_date_approvers: policy.assessmentDateApprovers.logins }
      : {}),
  };
}

/** The site a document names, as the record keeps it; none where it names neither. */
function siteOf({ facility, controlCenter }: BaseDocument["document"]) {
  if (facility !== undefined) return { site: { kind: "facility" as const, name: facility.value } };
  if (controlCenter === undefined) return {};
  return { site: { kind: "control_center" as const, name: controlCenter.value } };
}
