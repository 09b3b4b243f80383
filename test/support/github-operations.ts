// Every GitHub operation the Action and the CLI call, with the permission each needs: the one list
// the fake GitHub checks requests against (a request to anything else fails the test that made
// it), scripts/github-rest-descriptions.ts extracts GitHub's schemas for, and the table in
// docs/review-and-security.md is checked against. Adding a call means adding it here, with its
// permission, and to that table.

export interface RestOperation {
  method: "GET" | "POST" | "PATCH" | "PUT" | "DELETE";
  /** The path template as GitHub's OpenAPI description writes it. */
  path: string;
  /** The token permission it needs, as a workflow's `permissions:` names it ("none": public). */
  permission: string;
}

export const USED_OPERATIONS: readonly RestOperation[] = [
  { method: "GET", path: "/user", permission: "none" },
  { method: "GET", path: "/users/{username}", permission: "none" },
  {
    method: "GET",
    path: "/orgs/{org}/teams/{team_slug}/memberships/{username}",
    permission: "members: read (organization)",
  },
  { method: "GET", path: "/repos/{owner}/{repo}", permission: "metadata: read" },
  {
    method: "GET",
    path: "/repos/{owner}/{repo}/branches/{branch}/protection",
    permission: "administration: read",
  },
  {
    method: "GET",
    path: "/repos/{owner}/{repo}/rules/branches/{branch}",
    permission: "metadata: read",
  },
  {
    method: "GET",
    path: "/repos/{owner}/{repo}/rulesets/{ruleset_id}",
    permission: "metadata: read",
  },
  {
    method: "GET",
    path: "/repos/{owner}/{repo}/environments/{environment_name}",
    permission: "actions: read",
  },
  {
    method: "GET",
    path: "/repos/{owner}/{repo}/environments/{environment_name}/deployment-branch-policies",
    permission: "actions: read",
  },
  {
    method: "GET",
    path: "/repos/{owner}/{repo}/collaborators/{username}/permission",
    permission: "metadata: read",
  },
  { method: "GET", path: "/repos/{owner}/{repo}/commits", permission: "contents: read" },
  { method: "GET", path: "/repos/{owner}/{repo}/commits/{ref}", permission: "contents: read" },
  {
    method: "GET",
    path: "/repos/{owner}/{repo}/commits/{commit_sha}/pulls",
    permission: "contents: read",
  },
  { method: "GET", path: "/repos/{owner}/{repo}/compare/{basehead}", permission: "contents: read" },
  { method: "GET", path: "/repos/{owner}/{repo}/contents/{path}", permission: "contents: read" },
  { method: "GET", path: "/repos/{owner}/{repo}/git/ref/{ref}", permission: "contents: read" },
  {
    method: "GET",
    path: "/repos/{owner}/{repo}/git/commits/{commit_sha}",
    permission: "contents: read",
  },
  {
    method: "GET",
    path: "/repos/{owner}/{repo}/git/trees/{tree_sha}",
    permission: "contents: read",
  },
  {
    method: "GET",
    path: "/repos/{owner}/{repo}/git/blobs/{file_sha}",
    permission: "contents: read",
  },
  { method: "POST", path: "/repos/{owner}/{repo}/git/blobs", permission: "contents: write" },
  { method: "POST", path: "/repos/{owner}/{repo}/git/trees", permission: "contents: write" },
  { method: "POST", path: "/repos/{owner}/{repo}/git/commits", permission: "contents: write" },
  { method: "POST", path: "/repos/{owner}/{repo}/git/refs", permission: "contents: write" },
  { method: "PATCH", path: "/repos/{owner}/{repo}/git/refs/{ref}", permission: "contents: write" },
  { method: "POST", path: "/repos/{owner}/{repo}/statuses/{sha}", permission: "statuses: write" },
  {
    method: "GET",
    path: "/repos/{owner}/{repo}/commits/{ref}/statuses",
    permission: "statuses: read",
  },
  { method: "GET", path: "/repos/{owner}/{repo}/pulls", permission: "pull-requests: read" },
  { method: "POST", path: "/repos/{owner}/{repo}/pulls", permission: "pull-requests: write" },
  {
    method: "GET",
    path: "/repos/{owner}/{repo}/pulls/{pull_number}",
    permission: "pull-requests: read",
  },
  {
    method: "PATCH",
    path: "/repos/{owner}/{repo}/pulls/{pull_number}",
    permission: "pull-requests: write",
  },
  {
    method: "GET",
    path: "/repos/{owner}/{repo}/pulls/{pull_number}/commits",
    permission: "pull-requests: read",
  },
  {
    method: "GET",
    path: "/repos/{owner}/{repo}/pulls/{pull_number}/reviews",
    permission: "pull-requests: read",
  },
  {
    method: "POST",
    path: "/repos/{owner}/{repo}/issues/{issue_number}/comments",
    permission: "pull-requests: write",
  },
  {
    method: "PATCH",
    path: "/repos/{owner}/{repo}/issues/comments/{comment_id}",
    permission: "pull-requests: write",
  },
  {
    method: "GET",
    path: "/repos/{owner}/{repo}/issues/{issue_number}/labels",
    permission: "pull-requests: read",
  },
  {
    method: "POST",
    path: "/repos/{owner}/{repo}/issues/{issue_number}/labels",
    permission: "pull-requests: write",
  },
  {
    method: "DELETE",
    path: "/repos/{owner}/{repo}/issues/{issue_number}/labels/{name}",
    permission: "pull-requests: write",
  },
  { method: "GET", path: "/repos/{owner}/{repo}/labels/{name}", permission: "pull-requests: read" },
  { method: "POST", path: "/repos/{owner}/{repo}/labels", permission: "pull-requests: write" },
  { method: "GET", path: "/repos/{owner}/{repo}/issues", permission: "issues: read" },
  { method: "POST", path: "/repos/{owner}/{repo}/issues", permission: "issues: write" },
  {
    method: "PATCH",
    path: "/repos/{owner}/{repo}/issues/{issue_number}",
    permission: "issues: write",
  },
];

/** The GraphQL operations, by the name each document gives itself, with their permission. */
export const GRAPHQL_OPERATIONS: Readonly<Record<string, string>> = {
  viewer: "none",
  PlanNote: "pull-requests: read",
  SiblingNotes: "pull-requests: read",
  FilesAtCommit: "contents: read",
  TreesAtCommit: "contents: read",
  AppendCommit: "contents: write",
};
