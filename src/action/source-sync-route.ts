// Mode source-sync: one source's files synced into the checkout, then proposed as exactly one pull
// request from the bot branch `cip-sync/source-<name>`. A source that agrees with the base branch
// closes the pull request; rows that cannot be declared, or a guard's refusal, fail the job with
// nothing pushed. The service is never asked: the merge is applied through the reviewed plan.
import { quote } from "../core/shared/diagnostics.ts";
import { countOf } from "../core/shared/wording.ts";
import {
  proposalCommitMessage,
  proposalTitle,
  type SourceStamp,
  sourceBranch,
  stampOfCommit,
} from "../core/sources/source-proposal.ts";
import type { RowProblem } from "../core/sources/source-documents.ts";
import { type SourceSyncOutcome, syncSource } from "../engine/source-sync.ts";
import { NETBOX_TOKEN_VARIABLE } from "../io/netbox-source.ts";
import {
  closePullRequest,
  commitFiles,
  findOpenPullRequest,
  pointBranch,
  readBranchHead,
  writePullRequest,
} from "../github/source-branch.ts";
import { ACTIONS_BOT_LOGIN } from "../github/sticky-comment.ts";
import { escapeMarkdown, markdownCodeSpan } from "../render/escape-markdown.ts";
import { renderProposalBody, renderProposalClosing } from "../render/source-proposal.ts";
import { ActionFailure } from "./failure.ts";
import type { RunScope } from "./run-scope.ts";
import { SettingsError } from "./settings.ts";

type Synced = Extract<SourceSyncOutcome, { status: "synced" }>;

export const DEFAULT_TOKEN_WARNING =
  "github-token is the workflow's GITHUB_TOKEN: GitHub starts no workflow for a pull request opened or updated with it, so the source's pull request will get no plan comment and cannot be applied as reviewed. Pass a GitHub App installation token (actions/create-github-app-token) or a fine-grained personal access token with contents: write and pull-requests: write as github-token.";

export async function syncSourceRoute(scope: RunScope): Promise<void> {
  const base = baseBranchOf(scope.context.ref);
  await warnAboutDefaultToken(scope);
  const { workspaceDir, proxyEnv } = scope.context;
  const { source, allowMassDelete, limits } = scope.settings;
  const { skipInvalid } = source;
  const outcome = await syncSource({
    sources: { file: undefined, cwd: workspaceDir, root: workspaceDir },
    name: source.name,
    check: false,
    skipInvalid,
    allowMassDelete,
    limits,
    env: source.token === "" ? proxyEnv : { ...proxyEnv, [NETBOX_TOKEN_VARIABLE]: source.token },
  });
  switch (outcome.status) {
    case "invalid":
      scope.annotate(outcome.diagnostics);
      return scope.failInvalid(outcome.diagnostics, undefined);
    case "rows-rejected": {
      const { problems } = outcome.snapshot;
      annotateRows(scope, problems, "error");
      return fail(
        scope,
        "invalid",
        `${countOf(problems.length, "row")} of source ${quote(outcome.source.name)} cannot be declared (annotated above); fix them in the source, or set skip-invalid: true to leave them out. Nothing was pushed.`,
        problems.map((problem) => `${problem.place}: ${problem.message}`),
      );
    }
    case "refused":
      return fail(
        scope,
        "unsafe",
        `The sync of source ${quote(outcome.source.name)} was refused by its guards; nothing was pushed. Check the source's export, or set allow-mass-delete: true for one run.`,
        outcome.plan.refusals,
      );
    case "synced":
      annotateRows(scope, outcome.snapshot.problems, "warning");
      return propose(scope, outcome, base);
  }
}

/** Each row left out or refused, at its line when the source is a file in the repository. */
function annotateRows(
  scope: RunScope,
  problems: readonly RowProblem[],
  severity: "error" | "warning",
): void {
  for (const problem of problems) {
    const at = /^(.+):(\d+)$/.exec(problem.place);
    const properties =
      at === null
        ? { title: "Source row" }
        : { title: "Source row", file: at[1], startLine: Number(at[2]) };
    const message = `${problem.place}: ${problem.message}${severity === "warning" ? " (left out: skip-invalid)" : ""}`;
    if (severity === "error") scope.reporter.error(message, properties);
    else scope.reporter.warning(message, properties);
  }
}

/** The branch the run is on, which the pull request targets (a schedule runs on the default one). */
function baseBranchOf(ref: string): string {
  if (ref.startsWith("refs/heads/")) return ref.slice("refs/heads/".length);
  throw new SettingsError(
    `GITHUB_REF is "${ref}": mode source-sync runs on a branch (on: schedule, or workflow_dispatch on the default branch), whose files it compares the source with`,
  );
}

/** A pull request opened with the job's own token starts no workflow: said, not refused. */
async function warnAboutDefaultToken(scope: RunScope): Promise<void> {
  const jobToken = scope.context.proxyEnv.GITHUB_TOKEN;
  let isDefault = jobToken !== undefined && jobToken === scope.settings.githubToken;
  if (!isDefault) {
    try {
      isDefault = (await scope.login()) === ACTIONS_BOT_LOGIN;
    } catch (error) {
      // Who the token is only decides a warning; writing with it will say what is wrong.
      scope.reporter.debug(`could not read the github-token's login: ${String(error)}`);
    }
  }
  if (isDefault) scope.reporter.warning(DEFAULT_TOKEN_WARNING, { title: "Default token" });
}

async function fail(
  scope: RunScope,
  reason: "invalid" | "unsafe",
  message: string,
  lines: readonly string[],
): Promise<never> {
  for (const line of reason === "unsafe" ? lines : [])
    scope.reporter.error(line, { title: "Source refused" });
  await scope.reporter.summary(
    `## Source sync: ${markdownCodeSpan(scope.settings.source.name)}\n\n${message}\n\n${lines.map((line) => `- ${escapeMarkdown(line)}`).join("\n")}\n`,
  );
  throw new ActionFailure(reason, message);
}

/** Opens, updates or closes the source's one pull request for what the sync found. */
async function propose(scope: RunScope, outcome: Synced, base: string): Promise<void> {
  const { owner, repo, sha, runUrl } = scope.context;
  const repository = { owner, repo };
  const { plan, snapshot, source } = outcome;
  const stamp: SourceStamp = { name: source.name, digest: snapshot.digest };
  const branch = sourceBranch(stamp.name);
  const open = await findOpenPullRequest(scope.github, repository, branch, base);
  const heading = `## Source sync: ${markdownCodeSpan(stamp.name)}`;
  scope.reporter.setOutput("changes", outcome.written ? "true" : "false");
  if (!outcome.written) {
    if (open !== undefined)
      await closePullRequest(
        scope.github,
        repository,
        open,
        renderProposalClosing(stamp, base, runUrl),
      );
    const closed = open === undefined ? "" : ` Pull request #${open.number} was closed.`;
    scope.reporter.info(`Source "${stamp.name}" (${stamp.digest}) agrees with ${base}.${closed}`);
    return scope.reporter.summary(
      `${heading}\n\nThe source (snapshot ${markdownCodeSpan(stamp.digest)}) agrees with ${markdownCodeSpan(base)}: nothing to propose.${closed}\n`,
    );
  }
  const head = await readBranchHead(scope.github, repository, branch);
  const written = head?.parent === sha && sameStamp(stampOfCommit(head.message), stamp);
  if (!written) {
    const files = [
      ...plan.writes.map((document) => ({ path: document.path, content: document.content })),
      ...plan.removals.map((path) => ({ path, content: null })),
    ];
    const message = proposalCommitMessage(stamp);
    const commit = await commitFiles(scope.github, repository, sha, files, message);
    await pointBranch(scope.github, repository, branch, commit, head !== undefined);
    scope.reporter.info(`Committed ${countOf(files.length, "file")} to ${branch} (${commit}).`);
  }
  const skipped = snapshot.problems.length;
  const body = renderProposalBody({ stamp, plan, base, skipped, runUrl });
  const proposal = { branch, base, title: proposalTitle(stamp.name), body };
  const pull =
    written && open !== undefined
      ? { ...open, created: false }
      : await writePullRequest(scope.github, repository, proposal, open);
  const verb = pull.created ? "opened" : written ? "is up to date:" : "updated";
  scope.reporter.info(`Pull request #${pull.number} ${verb} ${pull.url}`);
  await scope.reporter.summary(
    `${heading}\n\nPull request [#${pull.number}](${pull.url}) ${verb.replace(/:$/, "")}.\n\n${body}`,
  );
}

function sameStamp(a: SourceStamp | undefined, b: SourceStamp): boolean {
  return a !== undefined && a.name === b.name && a.digest === b.digest;
}
