// A change to the days `standards:` in the policy file gives the later versions of the standards,
// and who must approve it. Moving a version's day moves which words judge every part it changes:
// CIP-003-11's day removes CIP-003-9's Section 6 ("These processes shall include: 6.1 One or more
// method(s) for determining vendor electronic remote access; 6.2 ...; and 6.3 ...", ✔✔ NERC PDF +
// MRO) from that day, so pulling it forward lifts a rule of the standard as surely as removing a
// rule of the policy lifts it. It is therefore judged as lifting every rule (each base rule's own
// approvers, `rule-lifted`) and by the base's CIP Senior Manager, who CIP-003-9 R3 makes
// accountable for the program ("Each Responsible Entity shall identify a CIP Senior Manager by
// name", ✔✔ NERC PDF + S1), besides the policy owners the policy file's change asks already. Pure.
import { authorityOf } from "../../../authority/authority-table.ts";
import type { VersionsInForce } from "../../../inventory/baselines/standard-versions.ts";
import { parsePolicyText } from "../file/parse-policy.ts";
import type { GovernanceRequirement, GovernanceWanted, Policy } from "../policy-model.ts";
import type { BaseDocument } from "../policy-subjects.ts";
import type { Codeowners } from "../codeowners.ts";
import { everyRuleLifted } from "./lifted-rules.ts";

/** The rule id of a change to a day under `standards:`, in results. */
export const STANDARDS_RULE_ID = "standards-change";

const dayOf = (versions: VersionsInForce | undefined, version: string) =>
  versions?.find((chosen) => chosen.version === version)?.from;

/**
 * Each day `standards:` adds, removes or moves between the policy texts `base` and `head`, in
 * words ("CIP-003-11 from 2029-07-01 -> from 2030-01-01"); [] when none. A side that is missing or
 * does not parse is judged whole by the policy file's own change (every rule lifted), so only a
 * change between two readable policies is listed here.
 */
export function standardsWords(
  base: string | undefined,
  head: string | undefined,
  file: string,
): string[] {
  if (base === head || base === undefined || head === undefined) return [];
  const was = parsePolicyText(base, file).policy;
  const now = parsePolicyText(head, file).policy;
  if (was === undefined || now === undefined) return [];
  const before = was.standards;
  const after = now.standards;
  const versions = [...new Set([...(before ?? []), ...(after ?? [])].map((v) => v.version))];
  return versions.flatMap((version) => {
    const was = dayOf(before, version);
    const now = dayOf(after, version);
    if (was === now) return [];
    if (was === undefined) return [`${version} added from ${now}`];
    if (now === undefined) return [`${version} (from ${was}) removed`];
    return [`${version} from ${was} -> from ${now}`];
  });
}

/** Who approves moving a version's day: the base's CIP Senior Manager, or why nobody can. */
function seniorManagerWanted(policy: Policy): GovernanceWanted {
  const csm = policy.cipSeniorManager;
  if (csm !== undefined) return { approvals: 1, principals: [{ kind: "user", login: csm.login }] };
  return {
    approvals: 1,
    principals: [],
    nobody:
      "the base policy names no cip_senior_manager, so nobody can approve moving the day a version of a standard judges from; name the CIP Senior Manager on the base branch first, in a pull request of its own",
  };
}

/**
 * What a change under `standards:` asks, under the base `policy`: its CIP Senior Manager
 * (`standards-change`), and each base rule's own approvers (`rule-lifted`), as for a file that
 * could lift every rule (lifted-rules.ts).
 */
export function standardsRequirements(
  policy: Policy,
  change: { file: string; changes: readonly string[] },
  governs: string,
  base: { documents: readonly BaseDocument[]; codeowners: Codeowners | undefined },
): GovernanceRequirement[] {
  // The authority table's standard-versions row: the policy owners (asked by the policy file's own
  // change), the CIP Senior Manager and every rule's approvers.
  const { approvers } = authorityOf("standard-versions");
  const how = `a day ${change.file}'s standards: moves could lift`;
  return [
    ...(approvers.includes("cip-senior-manager")
      ? [{ id: STANDARDS_RULE_ID, governs, wanted: [seniorManagerWanted(policy)] }]
      : []),
    ...(approvers.includes("rule-approvers")
      ? everyRuleLifted(
          policy,
          policy.rules.map((rule) => rule.id),
          how,
          base,
        )
      : []),
  ];
}
