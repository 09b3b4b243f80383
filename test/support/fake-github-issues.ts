// The fake GitHub's issues (not their comments, which fake-github.ts serves for issues and pull
// requests alike): list with state and label filters, create, read, update and close, as the
// drift issue uses them. Issue numbers start at 100, apart from the fake's pull requests.
export interface FakeIssue {
  number: number;
  title: string;
  body: string;
  user: string;
  labels: string[];
  state: "open" | "closed";
}

export interface IssueReply {
  send(status: number, body: unknown): void;
  /** One page of `items`, as GitHub paginates lists. */
  page(items: unknown[]): void;
}

export class FakeIssues {
  readonly issues: FakeIssue[] = [];
  #next = 100;

  add(issue: Omit<FakeIssue, "number">): FakeIssue {
    const created = { ...issue, number: this.#next++ };
    this.issues.push(created);
    return created;
  }

  /** Answers `method path` (relative to /repos/{owner}/{repo}) when it is an issues request. */
  handle(
    method: string,
    path: string,
    query: URLSearchParams,
    body: unknown,
    login: string,
    html: string,
    reply: IssueReply,
  ): boolean {
    const fields = (body ?? {}) as Partial<FakeIssue> & { labels?: string[] };
    const json = (issue: FakeIssue) => ({
      number: issue.number,
      title: issue.title,
      body: issue.body,
      user: { login: issue.user },
      labels: issue.labels.map((name) => ({ name })),
      state: issue.state,
      html_url: `${html}/issues/${issue.number}`,
    });
    if (path === "/issues" && method === "GET") {
      const state = query.get("state") ?? "open";
      const labels = query.get("labels")?.split(",") ?? [];
      const creator = query.get("creator");
      const found = this.issues.filter(
        (issue) =>
          (state === "all" || issue.state === state) &&
          labels.every((label) => issue.labels.includes(label)) &&
          (creator === null || issue.user === creator),
      );
      reply.page(found.map(json));
      return true;
    }
    if (path === "/issues" && method === "POST") {
      const issue = this.add({
        title: String(fields.title),
        body: String(fields.body ?? ""),
        user: login,
        labels: fields.labels ?? [],
        state: "open",
      });
      reply.send(201, json(issue));
      return true;
    }
    const match = /^\/issues\/(\d+)$/.exec(path);
    if (match === null) return false;
    const issue = this.issues.find((candidate) => candidate.number === Number(match[1]));
    if (issue === undefined) {
      // Not ours: pull request numbers are answered elsewhere.
      return false;
    }
    if (method === "GET") reply.send(200, json(issue));
    else if (method === "PATCH") {
      if (fields.title !== undefined) issue.title = String(fields.title);
      if (fields.body !== undefined) issue.body = String(fields.body);
      if (fields.state !== undefined) issue.state = fields.state;
      if (fields.labels !== undefined) issue.labels = fields.labels;
      reply.send(200, json(issue));
    } else return false;
    return true;
  }
}
