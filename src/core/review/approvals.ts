// Which reviews count as approvals of what was merged: each reviewer by their latest deciding
// review, only when it approves the head commit, only from someone who neither authored nor
// committed a commit of the change (by login; by e-mail for a commit with no account; not at all
// when that cannot be told), and only from a human account with write access (as branch
// protection counts them). The code host reads the reviews and the accounts; the rules are here.
import { compareCodePoints } from "../shared/names.ts";

/** One submitted review, as the code host lists it, in the order the reviews were submitted. */
export interface SubmittedReview {
  /** The reviewer; undefined when the account is gone. */
  login: string | undefined;
  /** APPROVED, CHANGES_REQUESTED, DISMISSED, COMMENTED, ... */
  state: string;
  /** The commit the review was given on. */
  commit: string | null;
  /** When it was submitted (ISO 8601), as the code host says; absent when it does not say. */
  at?: string | undefined;
}

/** Who approved the change, split by the commit each approval was given on. */
export interface Approvals {
  /** Logins whose latest deciding review approves the head commit: the changes that were merged. */
  approvedBy: string[];
  /**
   * Logins whose latest deciding review approves an earlier commit: the change moved on after
   * they approved it, so they did not approve what was merged. Not counted as approvals.
   */
  approvedEarlierCommit: string[];
  /** When each approval of the head commit was given, by login (those the code host dates). */
  approvedAt: ReadonlyMap<string, string>;
}

const DECIDING_STATES = new Set(["APPROVED", "CHANGES_REQUESTED", "DISMISSED"]);

/** Each reviewer's latest deciding review, by login: the one review of theirs that counts. */
function latestDecidingReviews<R extends SubmittedReview>(reviews: readonly R[]): Map<string, R> {
  const latest = new Map<string, R>();
  for (const review of reviews) {
    if (review.login !== undefined && DECIDING_STATES.has(review.state))
      latest.set(review.login, review);
  }
  return latest;
}

/**
 * The approvals among `reviews` of a change whose head commit is `headSha`, sorted. Each reviewer
 * counts by their latest deciding review: a later "changes requested" or a dismissal withdraws an
 * approval; a plain comment review does not. An approval counts only when given on `headSha`: the
 * reviewed plan is the head's.
 */
export function approvalsOf(reviews: readonly SubmittedReview[], headSha: string): Approvals {
  const approving = [...latestDecidingReviews(reviews)].filter(
    ([, review]) => review.state === "APPROVED",
  );
  const logins = (atHead: boolean) =>
    approving
      .filter(([, review]) => (review.commit === headSha) === atHead)
      .map(([login]) => login)
      .sort(compareCodePoints);
  const approvedAt = new Map(
    approving.flatMap(([login, review]) =>
      review.commit === headSha && review.at !== undefined ? [[login, review.at] as const] : [],
    ),
  );
  return { approvedBy: logins(true), approvedEarlierCommit: logins(false), approvedAt };
}

/** Who authored or committed the commits of a change, as the code host attributes them. */
export type CommitParticipants =
  | {
      kind: "read";
      /** Lower-cased logins of every author and committer with an account. */
      logins: ReadonlySet<string>;
      /** Lower-cased e-mails of the authors and committers with no account. */
      unlinkedEmails: ReadonlySet<string>;
    }
  /** Not every commit could be read (too many, or none to compare): nobody is independent. */
  | { kind: "unreadable"; why: string };

/** An approver's e-mail as the code host shows it (null: none shown), or why it was not read. */
export type ApproverEmail =
  { kind: "read"; email: string | null } | { kind: "unreadable"; why: string };

/** Whether `login` worked on the commits: yes, no, or cannot be told (with why). */
function involvement(
  login: string,
  participants: Extract<CommitParticipants, { kind: "read" }>,
  email: ApproverEmail | undefined,
): boolean | string {
  if (participants.logins.has(login.toLowerCase())) return true;
  if (participants.unlinkedEmails.size === 0) return false;
  // A commit by someone with no account: matched by the approver's e-mail, failing closed.
  if (email === undefined)
    return "a commit's author or committer has no account, and the approver's e-mail was not looked up";
  if (email.kind === "unreadable")
    return `a commit's author or committer has no account, and the approver's e-mail could not be read: ${email.why}`;
  return email.email !== null && participants.unlinkedEmails.has(email.email.toLowerCase());
}

/**
 * The text of each reviewer's latest deciding review when it approves, by login (the same latest
 * review approvalsOf counts): an approval's text may be a freeze override of the owner policy.
 */
export function approvalBodies(
  reviews: readonly (SubmittedReview & { body: string })[],
): Map<string, string> {
  const bodies = new Map<string, string>();
  for (const [login, { state, body }] of latestDecidingReviews(reviews))
    if (state === "APPROVED") bodies.set(login, body);
  return bodies;
}

/**
 * `approvedBy` split into independent approvers and those who worked on the commits, by login,
 * and by e-mail for a commit whose author or committer has no account (`emails`: each approver's
 * e-mail, needed only then). An approver whose independence cannot be told does not count: when
 * the commits could not all be read, or an e-mail that would tell could not be.
 */
export function splitIndependent(
  approvedBy: readonly string[],
  participants: CommitParticipants,
  emails: ReadonlyMap<string, ApproverEmail> = new Map(),
): { approvedBy: string[]; notIndependent: string[]; notCounted: NotCounted[] } {
  const independent: string[] = [];
  const notIndependent: string[] = [];
  const notCounted: NotCounted[] = [];
  for (const login of [...approvedBy].sort(compareCodePoints)) {
    const involved =
      participants.kind === "unreadable"
        ? participants.why
        : involvement(login, participants, emails.get(login));
    if (involved === false) independent.push(login);
    else if (involved === true) notIndependent.push(login);
    else notCounted.push({ login, why: `independence could not be checked: ${involved}` });
  }
  return { approvedBy: independent, notIndependent, notCounted };
}

/** What the code host says of an approver's account, or why it could not be read. */
export type ApproverAccount =
  | {
      kind: "read";
      /** The account type: "User" for a person, "Bot", "Organization", ... */
      type: string;
      /** The repository permission: admin, write, read or none (maintain and triage fold in). */
      permission: string;
      /** The role, which names maintain, triage and custom roles; absent when not given. */
      roleName?: string;
    }
  | { kind: "unreadable"; why: string };

/** An approval of the head that does not count, and why. */
export interface NotCounted {
  login: string;
  why: string;
}

const WRITE_ACCESS = new Set(["write", "maintain", "admin"]);

/** Why `login`'s approval does not count, or undefined when it does. Fails closed. */
function whyNotCounted(login: string, account: ApproverAccount | undefined): string | undefined {
  if (isBotLogin(login)) return "a bot";
  if (account === undefined) return "permission could not be read: not looked up";
  if (account.kind === "unreadable") return `permission could not be read: ${account.why}`;
  if (account.type === "Bot") return "a bot";
  if (account.type !== "User") return `not a person's account (type ${account.type})`;
  const { permission, roleName } = account;
  if (WRITE_ACCESS.has(permission) || (roleName !== undefined && WRITE_ACCESS.has(roleName)))
    return undefined;
  return permission === "none" && roleName === undefined ? "no access" : "read access only";
}

/**
 * `approvedBy` split into the approvals that count (a human account with write access to the
 * repository) and those that do not, each with why; `accounts` holds what the code host said of
 * each approver. An approver whose account is missing or could not be read does not count.
 */
export function splitCounted(
  approvedBy: readonly string[],
  accounts: ReadonlyMap<string, ApproverAccount>,
): { approvedBy: string[]; notCounted: NotCounted[] } {
  const counted: string[] = [];
  const notCounted: NotCounted[] = [];
  for (const login of [...approvedBy].sort(compareCodePoints)) {
    const why = whyNotCounted(login, accounts.get(login));
    if (why === undefined) counted.push(login);
    else notCounted.push({ login, why });
  }
  return { approvedBy: counted, notCounted };
}

/** A GitHub App's login (`name[bot]`): never counted, so its account need not be looked up. */
export function isBotLogin(login: string): boolean {
  return login.toLowerCase().endsWith("[bot]");
}
