// The pull request's plan comment through its lifecycle: written on the pull request (planned,
// invalid, no-plan), updated in place after the merge (applied, refused, ...). One comment per pull
// request and workspace; its body is built by comment-body.ts and redacted here.
import { requestStatus, type GitHubClient } from "../github/client.ts";
import { buildCommentBody, type CommentContent } from "../render/comment-body.ts";
import {
  type IssueRef,
  type StickyComment,
  searchStickyComment,
  writeStickyComment,
} from "../github/sticky-comment.ts";
import type { RunnerReporter } from "./reporter.ts";
import { errorMessage } from "../core/shared/errors.ts";
import { MAX_NOTE_SEARCH_COMMENTS } from "../core/review/reviewed-plan.ts";

/** Where the comment goes: the pull request, and its comment when already looked up. */
export interface CommentTarget {
  issue: IssueRef;
  existing?: StickyComment | undefined;
}

export class PlanComments {
  readonly #github: GitHubClient;
  readonly #reporter: RunnerReporter;
  readonly #workspace: string;
  readonly #runUrl: string;
  readonly #login: () => Promise<string>;

  /** `login` gives the login the token writes as: our comment is the one it wrote. */
  constructor(
    github: GitHubClient,
    reporter: RunnerReporter,
    options: { workspace: string; runUrl: string; login: () => Promise<string> },
  ) {
    this.#github = github;
    this.#reporter = reporter;
    this.#workspace = options.workspace;
    this.#runUrl = options.runUrl;
    this.#login = options.login;
  }

  /**
   * Writes the comment; `target.existing` is looked up (a bounded search) when not given. A token that
   * may not write comments (a fork's read-only GITHUB_TOKEN) is a warning, not a failure.
   */
  async write(target: CommentTarget, content: Omit<CommentContent, "workspace">): Promise<void> {
    const redact = (text: string) => this.#reporter.redact(text);
    const body = buildCommentBody({
      ...content,
      workspace: this.#workspace,
      render: (maxLength) => redact(content.render(maxLength)),
      statusLine: redact(`${content.statusLine} [Run](${this.#runUrl}).`),
    });
    try {
      const search =
        target.existing === undefined
          ? await searchStickyComment(
              this.#github,
              target.issue,
              this.#workspace,
              await this.#login(),
            )
          : undefined;
      // A new comment past the searched pages would never be found again: the apply refuses it.
      if (search?.bounded === true) {
        this.#reporter.warning(
          `Did not write the plan comment: pull request #${target.issue.number} has more than ${MAX_NOTE_SEARCH_COMMENTS} comments and the plan comment is not among the first ${MAX_NOTE_SEARCH_COMMENTS} (not found, search bounded), so an apply could not find it. The plan is in the job summary; delete the comments before it, or plan the change in a new pull request.`,
        );
        return;
      }
      const found = target.existing ?? search?.comment;
      const url = await writeStickyComment(this.#github, target.issue, found, body);
      this.#reporter.setOutput("comment-url", url);
      this.#reporter.info(
        `${found === undefined ? "Created" : "Updated"} the plan comment: ${url}`,
      );
    } catch (error) {
      if (requestStatus(error) !== 403) throw error;
      this.#reporter.warning(
        `Could not write the pull-request comment (403: this token may not write comments, as for a pull request from a fork): the plan is in the job summary. ${errorMessage(error)}`,
      );
    }
  }
}
