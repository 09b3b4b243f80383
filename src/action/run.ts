// The Action: chooses what this event asks for (plan a pull request, apply a merge, check drift,
// validate), calls the engine, and reports through GitHub: outputs, job summary, annotations and
// the sticky pull-request comment. Every text written anywhere passes through `redact`.
import { mkdir, writeFile } from "node:fs/promises";
import { dirname, join, relative, resolve, sep } from "node:path";
import * as core from "@actions/core";
import packageJson from "../../package.json" with { type: "json" };
import { buildChangeRecord, changeStatus } from "../core/change-record.ts";
import type { ApplyResult, Diagnostic, Plan, SourceLocation } from "../core/model.ts";
import { formatLocation } from "../core/resolve.ts";
import { applyFromSource, hasErrors, planFromSource, validateOffline } from "../engine/engine.ts";
import { ApiClient } from "../io/api-client.ts";
import { readConnection, redactSecrets } from "../io/connection.ts";
import { proxyCredentials, proxyForUrl } from "../io/proxy.ts";
import type { InventorySource } from "../io/inventory-files.ts";
import { renderPlanJson } from "../render/json.ts";
import { renderApplyResultText, renderPlanText } from "../render/text.ts";
import {
  renderApplyResultMarkdown,
  renderDiagnosticsMarkdown,
  renderPlanMarkdown,
} from "../render/markdown.ts";
import { type GitHubClient, createGitHubClient, requestStatus } from "../github/client.ts";
import {
  type CommentContent,
  buildCommentBody,
  collapsedBlock,
  renderedPartOf,
  truncatedNote,
} from "../github/comment-body.ts";
import {
  type MergedPullRequest,
  approvals,
  findMergedPullRequest,
  mergedBy,
} from "../github/pull-requests.ts";
import {
  type IssueRef,
  type StickyComment,
  findStickyComment,
  tokenLogin,
  writeStickyComment,
} from "../github/sticky-comment.ts";
import { ActionFailure } from "./failure.ts";
import { fitSummary } from "./summary-size.ts";
import { type ActionSettings, SettingsError } from "./settings.ts";

/** No colour codes: the log is also downloaded and read as a plain file. */
const PLAIN_TEXT = { color: false };

const PLAN_NOW_HEADING = "#### The plan now\n\n";

/** What the merge route knows about the commit it applies, read before anything is applied. */
interface Merge {
  /** The pushed commit. */
  sha: string;
  /** The commit the plan comment is about: the pull request's head, or the pushed commit. */
  head: string;
  /** The login this token writes comments as; "" when there was no pull request to look at. */
  author: string;
  /** Reviewers whose approval stands on the pull request's head commit: the change record's. */
  approvedBy: string[];
  /** Reviewers whose approval was given on an earlier commit: logged, not recorded as approvals. */
  approvedEarlierCommit: string[];
  pullRequest?: MergedPullRequest;
  issue?: IssueRef;
  /** The pull request's plan comment for this workspace, written by `author`. */
  sticky?: StickyComment;
  /** The fingerprint of the plan reviewers saw: the comment's, when its status is "planned". */
  reviewed?: string;
  mergedBy?: string;
}

type Route = "pull-request" | "merge" | "drift" | "validate";

export function chooseRoute(settings: ActionSettings): Route {
  const { eventName, pullRequest, ref, defaultBranch } = settings.context;
  const isPullRequest = eventName === "pull_request" && pullRequest !== undefined;
  switch (settings.mode) {
    case "validate":
      return "validate";
    case "apply":
      return "merge";
    case "plan":
      return isPullRequest ? "pull-request" : "drift";
    case "auto":
      if (isPullRequest) return "pull-request";
      if (
        eventName === "push" &&
        defaultBranch !== undefined &&
        ref === `refs/heads/${defaultBranch}`
      ) {
        return "merge";
      }
      return "drift";
  }
}

export async function run(settings: ActionSettings): Promise<void> {
  const action = new ActionRun(settings);
  const route = chooseRoute(settings);
  if (needsApiKey(route, settings)) requireApiKey(settings.apiKey);
  switch (route) {
    case "pull-request":
      return action.planPullRequest();
    case "merge":
      return action.applyMerge();
    case "drift":
      return action.checkDrift();
    case "validate":
      return action.validate();
  }
}

/**
 * Every route but validate reads the live service, except a pull request from a fork: GitHub gives
 * it no secrets, so its files are validated offline instead.
 */
function needsApiKey(route: Route, settings: ActionSettings): boolean {
  if (route === "validate") return false;
  return !(route === "pull-request" && settings.context.pullRequest?.fromFork === true);
}

/**
 * A missing key fails the step before any request, as a wrong input: on a pull request from a
 * branch of this repository it means the secret is not set (or not passed), never that the run may
 * skip the plan reviewers approve. The key's other checks (one line, no spaces) are made with the
 * URL's, also before any request, when the service client is opened.
 */
export function requireApiKey(apiKey: string): void {
  if (apiKey.trim() !== "") return;
  throw new SettingsError(
    "input api-key is empty: store the service's API key as a secret (e.g. CIP_API_KEY under Settings > Secrets and variables > Actions, or as a secret of the job's environment) and pass it as api-key: ${{ secrets.CIP_API_KEY }}; only a pull request from a fork is validated offline without it",
  );
}

class ActionRun {
  readonly #settings: ActionSettings;
  #octokit: GitHubClient | undefined;

  constructor(settings: ActionSettings) {
    this.#settings = settings;
  }

  get #context() {
    return this.#settings.context;
  }

  get #source(): InventorySource {
    const dir = this.#context.workspaceDir;
    return { patterns: this.#settings.patterns, cwd: dir, root: dir };
  }

  get #github(): GitHubClient {
    this.#octokit ??= createGitHubClient(
      this.#settings.githubToken,
      this.#context.apiUrl,
      proxyForUrl(this.#context.proxyEnv, this.#context.apiUrl),
    );
    return this.#octokit;
  }

  #redact(text: string): string {
    return redactSecrets(text, [
      this.#settings.apiKey,
      ...proxyCredentials(this.#context.proxyEnv),
    ]);
  }

  // --- Routes ---------------------------------------------------------------------------------

  async planPullRequest(): Promise<void> {
    const pullRequest = this.#context.pullRequest!;
    const issue = this.#issue(pullRequest.number);
    const head = pullRequest.headSha;
    if (pullRequest.fromFork) {
      return this.#validateWithoutPlan(
        "this pull request comes from a fork, and GitHub does not give secrets (api-key) to workflows run for forks",
        issue,
        head,
      );
    }

    const client = this.#openServiceClient();
    try {
      const outcome = await planFromSource(this.#planSettings(), client);
      this.#annotate(outcome.diagnostics);
      if (outcome.status === "invalid") {
        await this.#failInvalid(outcome.diagnostics, { issue, head, fingerprint: undefined });
        return;
      }
      const { plan } = outcome;
      await this.#reportPlan(plan);
      const short = head.slice(0, 7);
      const statusLine =
        plan.operations.length === 0
          ? `**No changes** for \`${short}\`: the live inventory already matches the files.`
          : `**Plan for \`${short}\`.** Merging this pull request applies exactly these operations; if the live inventory or the files change before the merge, the apply changes nothing and asks for a new review.`;
      await this.#summary(
        (cap) =>
          `## Inventory plan: workspace \`${this.#settings.workspace}\`\n\n${statusLine}\n\n${this.#fullPlan(plan, cap)}`,
      );
      for (const violation of plan.safety.violations)
        core.warning(this.#redact(violation.message), { title: "Safety limit" });
      await this.#comment(issue, undefined, {
        fingerprint: plan.fingerprint,
        head,
        status: "planned",
        statusLine,
        render: (maxLength) => this.#commentPlan(plan, maxLength),
      });
    } finally {
      await client.close();
    }
  }

  async applyMerge(): Promise<void> {
    // Opened first: a wrong api-url or api-key fails the step before any request, GitHub's too.
    const client = this.#openServiceClient();
    try {
      const merge = await this.#findMerge();
      const { requireReviewedPlan } = this.#settings;
      if (requireReviewedPlan && merge.reviewed === undefined)
        return await this.#applyUnreviewed(client, merge);
      const outcome = await applyFromSource(
        {
          ...this.#planSettings(),
          allowMassDelete: this.#settings.allowMassDelete,
          concurrency: this.#settings.concurrency,
          ...(requireReviewedPlan ? { expectedFingerprint: merge.reviewed } : {}),
        },
        client,
      );
      this.#annotate(outcome.diagnostics);
      switch (outcome.status) {
        case "invalid":
          return await this.#failInvalid(outcome.diagnostics, {
            issue: merge.issue,
            existing: merge.sticky,
            head: merge.head,
            fingerprint: merge.reviewed,
          });
        case "plan-changed":
          return await this.#refuseChangedPlan(outcome.plan, outcome.expectedFingerprint, merge);
        case "unsafe":
          return await this.#refuseUnsafe(outcome.plan, outcome.message, merge);
        case "applied":
          return await this.#reportApplied(outcome.plan, outcome.result, merge);
      }
    } finally {
      await client.close();
    }
  }

  async checkDrift(): Promise<void> {
    const client = this.#openServiceClient();
    try {
      const outcome = await planFromSource(this.#planSettings(), client);
      this.#annotate(outcome.diagnostics);
      if (outcome.status === "invalid")
        return await this.#failInvalid(outcome.diagnostics, undefined);
      const { plan } = outcome;
      await this.#reportPlan(plan);
      const count = plan.operations.length;
      const statusLine =
        count === 0
          ? "**No drift:** the live inventory matches the files."
          : `**Drift:** the live inventory differs from the files; applying them would take ${count} operation${count === 1 ? "" : "s"}.`;
      await this.#summary(
        (cap) =>
          `## Inventory drift check: workspace \`${this.#settings.workspace}\`\n\n${statusLine}\n\n${this.#fullPlan(plan, cap)}`,
      );
      if (count > 0 && this.#settings.failOnDrift) {
        throw new ActionFailure(
          "drift",
          `the live inventory differs from the files (${count} operation${count === 1 ? "" : "s"}; see the job summary) and fail-on-drift is true`,
        );
      }
    } finally {
      await client.close();
    }
  }

  async validate(): Promise<void> {
    const loaded = await validateOffline(this.#source);
    this.#annotate(loaded.diagnostics);
    if (hasErrors(loaded.diagnostics)) return this.#failInvalid(loaded.diagnostics, undefined);
    const assets = loaded.documents.reduce((sum, document) => sum + document.assets.length, 0);
    await this.#summary(
      `## Inventory validation: workspace \`${this.#settings.workspace}\`\n\n**Valid:** ${loaded.files.length} file(s), ${loaded.documents.length} cyber system(s), ${assets} asset(s). References to the live service were not checked (mode validate).`,
    );
  }

  // --- Steps of the merge route ----------------------------------------------------------------

  /**
   * The pull request merged as this commit, its plan comment and its approvals, read before
   * anything is applied: the change record must not depend on GitHub answering afterwards.
   */
  async #findMerge(): Promise<Merge> {
    const { owner, repo, sha } = this.#context;
    const repository = { owner, repo };
    const pullRequest = await findMergedPullRequest(this.#github, repository, sha);
    if (pullRequest === undefined) {
      core.info(`Commit ${sha} was not merged from a pull request.`);
      return { sha, head: sha, author: "", approvedBy: [], approvedEarlierCommit: [] };
    }
    const issue = this.#issue(pullRequest.number);
    const author = await tokenLogin(this.#github);
    const [sticky, { approvedBy, approvedEarlierCommit }, merger] = await Promise.all([
      findStickyComment(this.#github, issue, this.#settings.workspace, author),
      approvals(this.#github, repository, pullRequest),
      mergedBy(this.#github, repository, pullRequest.number),
    ]);
    const reviewed = sticky?.header.status === "planned" ? sticky.header.fingerprint : undefined;
    core.info(
      `Commit ${sha} merged pull request #${pullRequest.number}; reviewed plan: ${reviewed ?? "none"} (comment by ${author}); approved by: ${approvedBy.join(", ") || "nobody"} (on its last commit ${pullRequest.headSha}).`,
    );
    if (approvedEarlierCommit.length > 0) {
      core.info(
        `Not counted as approvals, given on an earlier commit than ${pullRequest.headSha}: ${approvedEarlierCommit.join(", ")}.`,
      );
    }
    if (sticky !== undefined && sticky.header.head !== pullRequest.headSha) {
      // Not a reason to refuse: the fingerprint alone says whether the operations are the reviewed ones.
      core.info(
        `The plan comment was computed for commit ${sticky.header.head}, not for the pull request's last commit ${pullRequest.headSha}.`,
      );
    }
    return {
      sha,
      head: pullRequest.headSha,
      author,
      approvedBy,
      approvedEarlierCommit,
      pullRequest,
      issue,
      ...(sticky === undefined ? {} : { sticky }),
      ...(reviewed === undefined ? {} : { reviewed }),
      ...(merger === undefined ? {} : { mergedBy: merger }),
    };
  }

  /**
   * No reviewed plan and require-reviewed-plan: applies nothing. That is a failure only when the
   * fresh plan would change something; a merge that changes nothing in the inventory passes.
   */
  async #applyUnreviewed(client: ApiClient, merge: Merge): Promise<void> {
    const outcome = await planFromSource(this.#planSettings(), client);
    this.#annotate(outcome.diagnostics);
    if (outcome.status === "invalid") {
      return this.#failInvalid(outcome.diagnostics, {
        issue: merge.issue,
        existing: merge.sticky,
        head: merge.head,
        fingerprint: undefined,
      });
    }
    const { plan } = outcome;
    await this.#reportPlan(plan);
    const why = this.#whyUnreviewed(merge);
    if (plan.operations.length === 0) {
      await this.#summary(
        `## Inventory apply: nothing to apply\n\nThe live inventory already matches the files at \`${merge.sha.slice(0, 7)}\`, so nothing needed a review (${why}).`,
      );
      return;
    }
    const message = `Nothing was applied: ${why}, and require-reviewed-plan is true. Review the plan below in a pull request, or re-run with require-reviewed-plan: false to apply it without review.`;
    await this.#summary(
      (cap) => `## Inventory apply: no reviewed plan\n\n${message}\n\n${this.#fullPlan(plan, cap)}`,
    );
    await this.#commentAfterMerge(merge, {
      fingerprint: plan.fingerprint,
      head: merge.head,
      status: "no-reviewed-plan",
      statusLine: `**Not applied: no reviewed plan.** ${message}`,
      render: (maxLength) => this.#commentPlan(plan, maxLength),
    });
    throw new ActionFailure("no-reviewed-plan", message);
  }

  #whyUnreviewed({ pullRequest, sticky, author, sha }: Merge): string {
    if (pullRequest === undefined)
      return `commit ${sha} was not merged from a pull request, so no plan was reviewed`;
    if (sticky === undefined)
      return `pull request #${pullRequest.number} has no plan comment for workspace ${this.#settings.workspace} written by ${author}`;
    return `the plan comment on pull request #${pullRequest.number} has status ${sticky.header.status}, not a plan waiting to be applied`;
  }

  /** The live inventory changed after the review: applies nothing, shows both plans. */
  async #refuseChangedPlan(plan: Plan, reviewed: string, merge: Merge): Promise<never> {
    await this.#reportPlan(plan);
    const message = `Nothing was applied: the plan computed at the merge differs from the reviewed one, because the live inventory or the files changed after the review. Reviewed plan: ${reviewed}; plan now: ${plan.fingerprint}. Review the plan now in a new pull request (or re-run with require-reviewed-plan: false to apply it without review).`;
    await this.#summary(
      (cap) =>
        `## Inventory apply: plan changed\n\n${message}\n\n### The plan now\n\n${this.#fullPlan(plan, cap)}`,
    );
    const reviewedMarkdown =
      merge.sticky === undefined ? undefined : renderedPartOf(merge.sticky.body);
    await this.#commentAfterMerge(merge, {
      fingerprint: plan.fingerprint,
      head: merge.head,
      status: "plan-changed",
      statusLine: `**Not applied: the plan changed after review.** ${message}`,
      render: (maxLength) => {
        // The plan now comes first and whole (every delete); the reviewed one gets what is left.
        const now = `${PLAN_NOW_HEADING}${this.#commentPlan(plan, maxLength - PLAN_NOW_HEADING.length)}`;
        if (reviewedMarkdown === undefined) return now;
        return `${now}${collapsedBlock(
          "The plan that was reviewed",
          reviewedMarkdown,
          maxLength - now.length,
          "The reviewed plan continues in this comment's edit history.",
        )}`;
      },
    });
    throw new ActionFailure("plan-changed", message);
  }

  async #refuseUnsafe(plan: Plan, unsafe: string, merge: Merge): Promise<never> {
    await this.#reportPlan(plan);
    await this.#summary(
      (cap) =>
        `## Inventory apply: refused\n\n${this.#codeBlock(unsafe)}\n\n${this.#fullPlan(plan, cap)}`,
    );
    await this.#commentAfterMerge(merge, {
      fingerprint: plan.fingerprint,
      head: merge.head,
      status: "unsafe",
      statusLine:
        "**Not applied: the plan breaks the safety limits.** Nothing was changed; the job summary says which limit and how to override it (input allow-mass-delete).",
      render: (maxLength) => this.#commentPlan(plan, maxLength),
    });
    throw new ActionFailure("unsafe", unsafe);
  }

  /** The change record first (the audit evidence), then the summary and the comment. */
  async #reportApplied(plan: Plan, result: ApplyResult, merge: Merge): Promise<void> {
    const { owner, repo, sha, ref, runUrl, actor } = this.#context;
    await this.#reportPlan(plan);
    const { pullRequest } = merge;
    const record = buildChangeRecord(plan, result, {
      tool_version: packageJson.version,
      workspace: this.#settings.workspace,
      repository: `${owner}/${repo}`,
      commit: sha,
      ref,
      run_url: runUrl,
      actor,
      ...(pullRequest === undefined
        ? {}
        : {
            pull_request: {
              number: pullRequest.number,
              url: pullRequest.url,
              title: pullRequest.title,
              author: pullRequest.author,
              approved_by: merge.approvedBy,
              ...(merge.approvedEarlierCommit.length === 0
                ? {}
                : { approved_earlier_commit: merge.approvedEarlierCommit }),
              ...(merge.mergedBy === undefined ? {} : { merged_by: merge.mergedBy }),
            },
          }),
      ...(merge.reviewed === undefined ? {} : { reviewed_fingerprint: merge.reviewed }),
    });
    core.startGroup("Apply result");
    core.info(this.#redact(renderApplyResultText(plan, result, PLAIN_TEXT)));
    core.endGroup();
    const recordPath = this.#outputPath("change-record.json");
    await this.#writeFile(recordPath, `${JSON.stringify(record, null, 2)}\n`);
    core.setOutput("change-record", recordPath);

    const status = changeStatus(result);
    const { succeeded, failed, skipped } = result.summary;
    const counts = `${succeeded} succeeded, ${failed} failed, ${skipped} skipped`;
    const at = `at merge commit \`${sha.slice(0, 7)}\``;
    const retry =
      "Fix the cause, then apply what is missing: review it in a new pull request, or re-run this job with require-reviewed-plan: false.";
    const statusLine = {
      applied: `**Applied** ${at}: ${counts}.`,
      "no-changes": `**Nothing to apply** ${at}: the live inventory already matched.`,
      "partly-applied": `**Partly applied** ${at}: ${counts}. ${retry}`,
      failed: `**Apply failed** ${at}: ${counts}. Nothing was changed. ${retry}`,
    }[status];
    await this.#summary(
      (cap) =>
        `## Inventory apply: workspace \`${this.#settings.workspace}\`\n\n${statusLine}\n\nChange record: \`${recordPath}\`\n\n${renderApplyResultMarkdown(plan, result, { maxLength: cap, truncatedNote: this.#summaryTruncatedNote() })}`,
    );
    await this.#commentAfterMerge(merge, {
      fingerprint: plan.fingerprint,
      head: merge.head,
      status,
      statusLine,
      render: (maxLength) =>
        renderApplyResultMarkdown(plan, result, {
          maxLength,
          truncatedNote: truncatedNote(runUrl),
        }),
    });
    if (failed + skipped > 0) {
      throw new ActionFailure(
        "apply-failed",
        `apply ${status}: ${counts}; the job summary and the change record list each failed operation with its reason`,
      );
    }
  }

  // --- Steps shared by the routes --------------------------------------------------------------

  /** A pull request from a fork, without the key: the files are checked offline, without failing for that. */
  async #validateWithoutPlan(why: string, issue: IssueRef, head: string): Promise<void> {
    const loaded = await validateOffline(this.#source);
    this.#annotate(loaded.diagnostics);
    const message = `No plan could be computed: ${why}. The files were validated offline only. To review a plan, open the same commits as a pull request from a branch of this repository; merged without a reviewed plan, the change is applied only by a run with require-reviewed-plan: false.`;
    core.warning(message, { title: "No plan" });
    if (hasErrors(loaded.diagnostics)) {
      return this.#failInvalid(
        loaded.diagnostics,
        { issue, head, fingerprint: undefined },
        message,
      );
    }
    await this.#summary(
      `## Inventory plan: workspace \`${this.#settings.workspace}\`\n\n${message}\n\nThe files are valid.`,
    );
    await this.#comment(issue, undefined, {
      fingerprint: undefined,
      head,
      status: "no-plan",
      statusLine: `**No plan.** ${message}`,
      render: () => "The files are valid.\n",
    });
  }

  async #failInvalid(
    diagnostics: Diagnostic[],
    comment:
      | {
          issue: IssueRef | undefined;
          existing?: StickyComment;
          head: string;
          fingerprint: string | undefined;
        }
      | undefined,
    preface?: string,
  ): Promise<never> {
    const errors = diagnostics.filter((diagnostic) => diagnostic.severity === "error").length;
    const message = `The inventory is invalid: ${errors} error${errors === 1 ? "" : "s"}, annotated on the files. Nothing was planned or changed; fix them and push again.`;
    const intro = preface === undefined ? message : `${preface}\n\n${message}`;
    await this.#summary(
      (cap) =>
        `## Inventory: invalid\n\n${intro}\n\n${renderDiagnosticsMarkdown(diagnostics, { maxLength: cap, truncatedNote: this.#summaryTruncatedNote() })}`,
    );
    if (comment?.issue !== undefined) {
      await this.#comment(comment.issue, comment.existing, {
        fingerprint: comment.fingerprint,
        head: comment.head,
        status: "invalid",
        statusLine: `**Invalid.** ${intro}`,
        render: (maxLength) =>
          renderDiagnosticsMarkdown(diagnostics, {
            maxLength,
            truncatedNote: truncatedNote(this.#context.runUrl),
          }),
      });
    }
    throw new ActionFailure("invalid", message);
  }

  #openServiceClient(): ApiClient {
    const connection = readConnection({
      apiUrl: this.#settings.apiUrl,
      apiKey: this.#settings.apiKey,
      urlSource: "input api-url",
      keySource: "input api-key",
      proxyEnv: this.#context.proxyEnv,
    });
    return new ApiClient({ connection, maxConcurrency: this.#settings.concurrency });
  }

  #planSettings() {
    return { source: this.#source, limits: this.#settings.limits };
  }

  #issue(number: number): IssueRef {
    return { owner: this.#context.owner, repo: this.#context.repo, number };
  }

  /** The log, the outputs and the JSON plan file, for every route that computed a plan. */
  async #reportPlan(plan: Plan): Promise<void> {
    core.startGroup(`Plan ${plan.fingerprint}`);
    core.info(this.#redact(renderPlanText(plan, PLAIN_TEXT)));
    core.endGroup();
    const planPath = this.#outputPath("plan.json");
    await this.#writeFile(planPath, renderPlanJson(plan));
    core.setOutput("changes", plan.operations.length > 0 ? "true" : "false");
    core.setOutput("creates", String(plan.summary.create));
    core.setOutput("updates", String(plan.summary.update));
    core.setOutput("deletes", String(plan.summary.delete));
    core.setOutput("fingerprint", plan.fingerprint);
    core.setOutput("plan-file", planPath);
  }

  #outputPath(file: string): string {
    return join(this.#context.runnerTemp, "cip-sync", this.#settings.workspace, file);
  }

  async #writeFile(path: string, content: string): Promise<void> {
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, this.#redact(content));
  }

  /** The plan as the job summary shows it, in at most `cap` UTF-16 code units. */
  #fullPlan(plan: Plan, cap: number): string {
    return renderPlanMarkdown(plan, {
      maxLength: cap,
      truncatedNote: this.#summaryTruncatedNote(),
    });
  }

  /** The plan as a comment shows it, pointing to the job summary when shortened. */
  #commentPlan(plan: Plan, maxLength: number): string {
    return renderPlanMarkdown(plan, {
      maxLength,
      truncatedNote: truncatedNote(this.#context.runUrl),
    });
  }

  #summaryTruncatedNote(): string {
    return "The rest does not fit in the job summary: the complete plan is the JSON file named by the plan-file output, which the example workflows upload as this run's artifact `cip-sync-plan-…`.";
  }

  #codeBlock(text: string): string {
    return `\`\`\`text\n${text.replace(/```/g, "'''")}\n\`\`\``;
  }

  /**
   * Appends to the job summary, within GitHub's 1 MiB per step counted in UTF-8 bytes: `markdown`
   * renders its variable part in at most `cap` UTF-16 code units, and is rendered again with a
   * smaller cap while it is over (each route writes the summary once).
   */
  async #summary(markdown: string | ((cap: number) => string)): Promise<void> {
    const render = typeof markdown === "string" ? () => markdown : markdown;
    await core.summary
      .addRaw(
        fitSummary((cap) => this.#redact(render(cap))),
        true,
      )
      .write();
  }

  /** Diagnostics as annotations on the files' lines; paths relative to the repository root. */
  #annotate(diagnostics: readonly Diagnostic[]): void {
    for (const diagnostic of diagnostics) {
      const related = (diagnostic.related ?? []).map((location) => this.#describe(location));
      const message = this.#redact(
        related.length === 0
          ? diagnostic.message
          : `${diagnostic.message} (see also ${related.join(", ")})`,
      );
      const error = diagnostic.severity === "error";
      const title = error ? "Invalid inventory" : "Inventory warning";
      const properties =
        diagnostic.location === undefined
          ? { title }
          : {
              title,
              file: this.#repositoryPath(diagnostic.location.file),
              startLine: diagnostic.location.line,
              startColumn: diagnostic.location.column,
            };
      if (error) core.error(message, properties);
      else core.warning(message, properties);
    }
  }

  #describe(location: SourceLocation): string {
    return formatLocation({ ...location, file: this.#repositoryPath(location.file) });
  }

  #repositoryPath(file: string): string {
    const dir = this.#context.workspaceDir;
    return relative(dir, resolve(dir, file)).split(sep).join("/");
  }

  // --- The pull-request comment ----------------------------------------------------------------

  /** After a merge there is a comment to update only when the commit came from a pull request. */
  async #commentAfterMerge(
    merge: Merge,
    content: Omit<CommentContent, "workspace">,
  ): Promise<void> {
    if (merge.issue !== undefined) await this.#comment(merge.issue, merge.sticky, content);
  }

  /**
   * Writes the sticky comment; `existing` is looked up (all pages) when not given. A token that
   * may not write comments (a fork's read-only GITHUB_TOKEN) is a warning, not a failure.
   */
  async #comment(
    issue: IssueRef,
    existing: StickyComment | undefined,
    content: Omit<CommentContent, "workspace">,
  ): Promise<void> {
    const workspace = this.#settings.workspace;
    const body = buildCommentBody({
      ...content,
      workspace,
      render: (maxLength) => this.#redact(content.render(maxLength)),
      statusLine: this.#redact(`${content.statusLine} [Run](${this.#context.runUrl}).`),
    });
    try {
      const found =
        existing ??
        (await findStickyComment(this.#github, issue, workspace, await tokenLogin(this.#github)));
      const url = await writeStickyComment(this.#github, issue, found, body);
      core.setOutput("comment-url", url);
      core.info(`${found === undefined ? "Created" : "Updated"} the plan comment: ${url}`);
    } catch (error) {
      if (requestStatus(error) !== 403) throw error;
      core.warning(
        `Could not write the pull-request comment (403: this token may not write comments, as for a pull request from a fork): the plan is in the job summary. ${this.#redact(error instanceof Error ? error.message : String(error))}`,
      );
    }
  }
}
