// The fake GitHub's pull-request writes, as a source's sync uses them: POST pulls (opened from a
// branch of the repository, whose head is that branch's commit in the fake's git data) and PATCH
// pulls/{n} (title, body, state). Listing with `head` and `base` filters is in fake-github.ts.
import type { FakeGit } from "./fake-github-git.ts";
import type { FakePullRequest } from "./fake-github.ts";

export interface PullReply {
  send(status: number, body: unknown): void;
}

/** Answers POST pulls and PATCH pulls/{n}; false when `path` is neither. */
export function handlePullWrites(
  pulls: FakePullRequest[],
  git: FakeGit,
  request: { method: string; path: string; body: unknown; login: string },
  json: (pull: FakePullRequest) => unknown,
  reply: PullReply,
): boolean {
  const { method, path, login } = request;
  const fields = (request.body ?? {}) as Record<string, unknown>;
  if (path === "/pulls" && method === "POST") {
    const head = String(fields.head);
    const headSha = git.refs.get(`heads/${head}`);
    if (headSha === undefined) {
      reply.send(422, {
        message: "Validation Failed",
        errors: [{ field: "head", code: "invalid" }],
      });
      return true;
    }
    const open = pulls.find(
      (pull) => pull.headRef === head && pull.state !== "closed" && pull.mergeCommitSha === null,
    );
    if (open !== undefined) {
      reply.send(422, {
        message: "Validation Failed",
        errors: [{ message: `A pull request already exists for ${head}.` }],
      });
      return true;
    }
    const pull: FakePullRequest = {
      number: Math.max(100, ...pulls.map((candidate) => candidate.number)) + 1,
      title: String(fields.title),
      body: String(fields.body ?? ""),
      author: login,
      headSha,
      headRef: head,
      base: String(fields.base),
      commits: [headSha],
      mergeCommitSha: null,
      mergedBy: null,
      reviews: [],
      state: "open",
    };
    pulls.push(pull);
    reply.send(201, json(pull));
    return true;
  }
  const match = /^\/pulls\/(\d+)$/.exec(path);
  if (match === null || method !== "PATCH") return false;
  const pull = pulls.find((candidate) => candidate.number === Number(match[1]));
  if (pull === undefined) {
    reply.send(404, { message: "Not Found" });
    return true;
  }
  if (typeof fields.title === "string") pull.title = fields.title;
  if (typeof fields.body === "string") pull.body = fields.body;
  if (fields.state === "closed" || fields.state === "open") pull.state = fields.state;
  // The head follows its branch, as GitHub's does after a push.
  if (pull.headRef !== undefined)
    pull.headSha = git.refs.get(`heads/${pull.headRef}`) ?? pull.headSha;
  reply.send(200, json(pull));
  return true;
}
