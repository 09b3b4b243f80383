// Who may be named as an owner or an approver: a GitHub login (`alice`) or a team as `org/team`
// (`acme/alpha-protection`), and the impact ratings a system may declare. Shared by the inventory
// documents (`owners:`, `impact:`) and the policy file (`from:`), so both accept the same names.
import { z } from "zod";

export const IMPACT_LEVELS = ["high", "medium", "low"] as const;
export type Impact = (typeof IMPACT_LEVELS)[number];

/** GitHub's rules: letters, digits and single hyphens, not at either end, at most 39 characters. */
const LOGIN = String.raw`[A-Za-z0-9](?:[A-Za-z0-9]|-(?=[A-Za-z0-9])){0,38}`;
/** A team's slug as GitHub writes it in URLs and CODEOWNERS (lower case in practice). */
const TEAM_SLUG = String.raw`[A-Za-z0-9][A-Za-z0-9_.-]{0,99}`;

export const LOGIN_PATTERN = new RegExp(`^${LOGIN}$`);
export const PRINCIPAL_PATTERN = new RegExp(`^${LOGIN}(?:/${TEAM_SLUG})?$`);

export type Principal =
  { kind: "user"; login: string } | { kind: "team"; org: string; slug: string };

/** `alice` or `acme/alpha-protection` as a principal; undefined when it is neither. */
export function parsePrincipal(text: string): Principal | undefined {
  if (!PRINCIPAL_PATTERN.test(text)) return undefined;
  const slash = text.indexOf("/");
  return slash === -1
    ? { kind: "user", login: text }
    : { kind: "team", org: text.slice(0, slash), slug: text.slice(slash + 1) };
}

/** The principal as written in documents and messages: `alice`, `acme/alpha-protection`. */
export function principalText(principal: Principal): string {
  return principal.kind === "user" ? principal.login : `${principal.org}/${principal.slug}`;
}

/** GitHub compares logins, organizations and team slugs without regard to case. */
export function principalKey(principal: Principal): string {
  return principalText(principal).toLowerCase();
}

export const impactSchema = z.enum(IMPACT_LEVELS).meta({
  title: "Impact",
  description:
    "The declared BES Cyber System impact rating (kept in git: the service does not show it to API keys).",
});

export const principalSchema = z.string().regex(PRINCIPAL_PATTERN).meta({
  description: "A GitHub login (alice) or a team as org/team-slug (acme/alpha-protection).",
});
