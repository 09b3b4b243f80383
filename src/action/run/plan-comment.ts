// The pull request's plan comment through its lifecycle: written on the pull request (planned,
// invalid, no-plan), updated in place after the merge (applied, refused, ...). One comment per pull
// request and workspace; its body is built by comment-body.ts and redacted here.
import type { ChangeRef, CodeHost, PlanNote } from "../../core/review/code-host.ts";
import { buildCommentBody, type CommentContent } from "../../render/review/comment-body.ts";
import type { RunnerReporter } from "./reporter.ts";
import { errorMessage } from "../../core/shared/errors.ts";
import { MAX_NOTE_SEARCH_COMMENTS } from "../../core/review/reviewed-plan.ts";

/** Where the comment goes: the pull request, and its comment when already looked up. */
export interface CommentTarget {
  issue: ChangeRef;
  existing?: PlanNote | undefined;
}

export class PlanComments {
  readonly #host: CodeHost;
  readonly #reporter: RunnerReporter;
  readonly #workspace: string;
  readonly #runUrl: string;

  /** Our comment is the one the host's token wrote (see ReviewFactsSource.whoAmI). */
  constructor(
    host: CodeHost,
    reporter: RunnerReporter,
    options: { workspace: string; runUrl: string },
  ) {
    this.#host = host;
    this.#reporter = reporter;
    this.#workspace = options.workspace;
    this.#runUrl = options.runUrl;
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
          ? await this.#host.notes.search(target.issue, this.#workspace)
          : undefined;
      // A new comment past the searched pages would never be found again: the apply refuses it.
      if (search?.bounded === true) {
        this.#reporter.warning(
          `Did not write the plan comment: pull request #${target.issue.number} has more than ${MAX_NOTE_SEARCH_COMMENTS} comments and the plan comment is not among the first ${MAX_NOTE_SEARCH_COMMENTS} (not found, search bounded), so an apply could not find it. The plan is in the job summary; delete the comments before it, or plan the change in a new pull request.`,
        );
        return;
      }
      const found = target.existing ?? search?.comment;
      const url = await this.#host.notes.write(target.issue, found, body);
      this.#reporter.setOutput("comment-url", url);
      this.#reporter.info(
        `${found === undefined ? "Created" : "Updated"} the plan comment: ${url}`,
      );
    } catch (error) {
      if (this.#host.statusOf(error) !== 403) throw error;
      this.#reporter.warning(
        `Could not write the pull-request comment (403: this token may not write comments, as for a pull request from a fork): the plan is in the job summary. ${errorMessage(error)}`,
      );
    }
  }
}
