// The facts the policy is judged with, read from GitHub: the policy file (through the contents API:
// one unspaced request; a 404 is its absence only once the commit itself is shown), then CODEOWNERS and the inventory documents at
// the same commit (the base, never the pull request's head) through GraphQL, a fixed number of
// queries whatever the number of documents (files-at-commit.ts), and team membership. The
// documents are the checkout's paths and the base's own inventory files, listed level by level
// under the patterns' roots (tree-at-commit.ts), so that a document moved or deleted since is
// read; a listing that cannot be made whole is recorded as `unlisted`, and the judgement refuses.
// Reading only; the evaluator (core/review/policy) decides.
// A membership GitHub will not show (401, 403, 404, or no policy-token) is unverifiable, never "no":
// the rule that needs it fails closed and its message names the missing permission.
import { errorMessage } from "../../core/shared/errors.ts";
import { CODEOWNERS_PATHS } from "../../core/review/policy/codeowners.ts";
import type { MembershipFact, MembershipState } from "../../core/review/policy/policy-model.ts";
import type { DocumentPaths, PolicyFilesAtCommit } from "../../core/review/code-host.ts";
import { compareCodePoints } from "../../core/shared/names.ts";
import { type GitHubClient, requestStatus } from "../client.ts";
import type { Repository } from "../commit-range.ts";
import { readFilesAtCommit } from "../files/files-at-commit.ts";
import { listDocumentsAtCommit } from "../files/documents-at-commit.ts";
import { SymbolicLinkError } from "../files/tree-at-commit.ts";

/** What a policy-token must be, in every message about membership that cannot be read. */
export const MEMBERS_PERMISSION =
  'the policy-token input must be a GitHub App installation token whose App has the organization permission "Members: read"';

/** The text and git blob SHA of `path` at commit `sha`; undefined when it does not exist there. */
async function readBlobAtCommit(
  client: GitHubClient,
  repository: Repository,
  path: string,
  sha: string,
): Promise<{ text: string; sha: string } | undefined> {
  try {
    const { data } = await client.rest.repos.getContent({ ...repository, path, ref: sha });
    if (Array.isArray(data) || data.type !== "file" || !("content" in data)) {
      throw new Error(`${path} at ${sha} is not a file`);
    }
    return { text: Buffer.from(data.content, "base64").toString("utf8"), sha: data.sha };
  } catch (error) {
    if (requestStatus(error) === 404 && (await commitIsReadable(client, repository, sha)))
      return undefined;
    const why =
      requestStatus(error) === 404
        ? "GitHub answers 404 for the file and cannot show the commit either (the token may lack contents: read, or the commit is not in this repository), so the policy's absence is not confirmed and the change is refused"
        : errorMessage(error);
    throw new Error(`cannot read ${path} at commit ${sha}: ${why}`, { cause: error });
  }
}

/**
 * Whether GitHub shows commit `sha` (only its SHA is asked for): a 404 for a file is its absence only
 * when the commit itself can be read. A token without contents: read, or a commit of another
 * repository, also answers 404, and reading that as "no policy" would let a change through unjudged.
 */
async function commitIsReadable(
  client: GitHubClient,
  repository: Repository,
  sha: string,
): Promise<boolean> {
  try {
    await client.request("GET /repos/{owner}/{repo}/commits/{ref}", {
      ...repository,
      ref: sha,
      headers: { accept: "application/vnd.github.sha" },
    });
    return true;
  } catch {
    return false;
  }
}

export async function readPolicyFilesAtCommit(
  client: GitHubClient,
  repository: Repository,
  sha: string,
  /** The other files (`documents` asked for) only when the policy file exists, or `withoutPolicy`. */
  paths: {
    policy: string;
    documents: DocumentPaths | (() => Promise<DocumentPaths>);
    review?: string;
    sources?: string;
    ledger?: string;
    withoutPolicy?: boolean;
  },
): Promise<PolicyFilesAtCommit> {
  const files: PolicyFilesAtCommit = { documents: [] };
  const policy = await readBlobAtCommit(client, repository, paths.policy, sha);
  if (policy === undefined && paths.withoutPolicy !== true) return files;
  if (policy !== undefined) files.policy = { path: paths.policy, ...policy };
  const wanted = typeof paths.documents === "function" ? await paths.documents() : paths.documents;
  const listed = await baseDocumentPaths(client, repository, sha, wanted);
  if ("unlisted" in listed) files.unlisted = listed.unlisted;
  const documents = [...new Set([...wanted.paths, ...listed.paths])].sort(compareCodePoints);
  // CODEOWNERS, every document, the review, the sources and the ledger's declaration in one query
  // per FILES_PER_QUERY.
  const extra = [paths.review, paths.sources, paths.ledger].filter((path) => path !== undefined);
  const read = await readFilesAtCommit(client, repository, sha, [
    ...CODEOWNERS_PATHS,
    ...documents,
    ...extra,
  ]);
  // GitHub reads the first of its three places that has a CODEOWNERS file.
  const codeowners = CODEOWNERS_PATHS.flatMap((path, index) => {
    const file = read[index];
    return file === undefined ? [] : [{ path, text: file.text }];
  })[0];
  if (codeowners !== undefined) files.codeowners = codeowners;
  documents.forEach((path, index) => {
    const text = read[CODEOWNERS_PATHS.length + index]?.text;
    if (text !== undefined) files.documents.push({ path, text });
  });
  const extraAt = (path: string | undefined) => {
    const text =
      path === undefined
        ? undefined
        : read[CODEOWNERS_PATHS.length + documents.length + extra.indexOf(path)]?.text;
    return path === undefined || text === undefined ? undefined : { path, text };
  };
  const review = extraAt(paths.review);
  if (review !== undefined) files.review = review;
  const sources = extraAt(paths.sources);
  if (sources !== undefined) files.sources = sources;
  const ledger = extraAt(paths.ledger);
  if (ledger !== undefined) files.ledger = ledger;
  return files;
}

/**
 * The inventory files the commit itself has under the roots (a document moved or deleted since
 * is not at the checkout's paths), by the one listing (listDocumentsAtCommit); `unlisted` says
 * why they could not all be listed.
 */
async function baseDocumentPaths(
  client: GitHubClient,
  repository: Repository,
  sha: string,
  wanted: DocumentPaths,
): Promise<{ paths: string[] } | { paths: string[]; unlisted: string }> {
  const refused = (why: string) => ({
    paths: [],
    unlisted: `${why}; without the base's own inventory files a document moved or deleted there escapes its owners, so the change is refused`,
  });
  try {
    return { paths: await listDocumentsAtCommit(client, repository, sha, wanted) };
  } catch (error) {
    if (error instanceof SymbolicLinkError) return refused(error.message);
    return refused(
      `${errorMessage(error)} (the inventory files at the base are listed through GitHub's GraphQL API, which needs contents: read; run the job again once GitHub answers)`,
    );
  }
}

/** Whether `login` is an active member of `org/slug`; `client` is the policy-token's, if any. */
export async function teamMembership(
  client: GitHubClient | undefined,
  team: string,
  login: string,
): Promise<MembershipState> {
  const [org = "", slug = ""] = team.split("/");
  if (client === undefined) {
    return {
      state: "unverifiable",
      reason: `no policy-token was given, so the membership of ${login} in ${team} cannot be read; ${MEMBERS_PERMISSION}`,
    };
  }
  try {
    const { data } = await client.rest.teams.getMembershipForUserInOrg({
      org,
      team_slug: slug,
      username: login,
    });
    return data.state === "active" ? { state: "member" } : { state: "not-member" };
  } catch (error) {
    const status = requestStatus(error);
    if (status === 401 || status === 403 || status === 404) {
      // 404 is also GitHub's answer to a token that may not see the team: it proves nothing.
      return {
        state: "unverifiable",
        reason: `GitHub answered ${status} for the membership of ${login} in ${team}; ${MEMBERS_PERMISSION}`,
      };
    }
    return {
      state: "unverifiable",
      reason: `the membership of ${login} in ${team} could not be read (${errorMessage(error)})`,
    };
  }
}

/** Every (team, login) pair's membership, one request each. */
export async function membershipFacts(
  client: GitHubClient | undefined,
  teams: readonly string[],
  logins: readonly string[],
): Promise<MembershipFact[]> {
  const facts: MembershipFact[] = [];
  for (const team of teams) {
    for (const login of logins) {
      facts.push({ team, login, membership: await teamMembership(client, team, login) });
    }
  }
  return facts;
}

/** The first parent of commit `sha`: the default branch before a merge commit. */
export async function firstParent(
  client: GitHubClient,
  repository: Repository,
  sha: string,
): Promise<string> {
  const { data } = await client.rest.repos.getCommit({ ...repository, ref: sha });
  const parent = data.parents[0]?.sha;
  if (parent === undefined) {
    throw new Error(
      `commit ${sha} has no parent, so there is no base commit to read the owner policy at`,
    );
  }
  return parent;
}
