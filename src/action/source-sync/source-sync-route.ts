// Mode source-sync: one source's files synced into the checkout, then proposed as exactly one pull
// request from the bot branch `cip-sync/source-<name>`. A source that agrees with the base branch
// closes the pull request; rows that cannot be declared, or a guard's refusal, fail the job with
// nothing pushed. The service is never asked: the merge is applied through the reviewed plan.
import { quote } from "../../core/shared/diagnostics.ts";
import { sourceCommandsOf } from "../../core/sources/source-commands.ts";
import { DEFAULT_SOURCES_FILE } from "../../core/sources/sources-schema.ts";
import { readNamedFile } from "../../io/checkout/optional-file.ts";
import { countOf } from "../../core/shared/wording.ts";
import {
  proposalCommitMessage,
  proposalTitle,
  type SourceStamp,
  sourceBranch,
  proposalStep,
  type ProposalStep,
} from "../../core/sources/source-proposal.ts";
import type { RowProblem } from "../../core/sources/source-documents.ts";
import { monitoringFateLine } from "../../core/sources/monitoring-fate.ts";
import { type SourceSyncOutcome, syncSource } from "../../engine/source-sync.ts";
import type { OpenProposal } from "../../core/review/code-host.ts";
import { escapeMarkdown, markdownCodeSpan } from "../../render/shared/escape-markdown.ts";
import { renderProposalBody, renderProposalClosing } from "../../render/review/source-proposal.ts";
import { ActionFailure } from "../run/failure.ts";
import type { RunScope } from "../run/run-scope.ts";
import { SettingsError } from "../settings/settings.ts";

type Synced = Extract<SourceSyncOutcome, { status: "synced" }>;

export const DEFAULT_TOKEN_WARNING =
  "github-token is the workflow's GITHUB_TOKEN: GitHub starts no workflow for a pull request opened or updated with it, so the source's pull request will get no plan comment and cannot be applied as reviewed. Pass a GitHub App installation token (actions/create-github-app-token) or a fine-grained personal access token with contents: write and pull-requests: write as github-token.";

export async function syncSourceRoute(scope: RunScope): Promise<void> {
  const base = baseBranchOf(scope.context.ref);
  await warnAboutDefaultToken(scope);
  const { proxyEnv } = scope.context;
  const { source, allowMassDelete, limits } = scope.settings;
  await refuseCommandNotInForce(scope, source.name);
  const { skipInvalid } = source;
  const outcome = await syncSource({
    sources: scope.sourcesFile,
    name: source.name,
    check: false,
    skipInvalid,
    allowMassDelete,
    limits,
    env: proxyEnv,
    sourceToken: source.token,
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
        outcome.plan.unreadable.length > 0
          ? `The sync of source ${quote(outcome.source.name)} was refused: a file it generated cannot be read, so the facts it declares could not be kept; nothing was pushed. Correct the file named below on the default branch.`
          : `The sync of source ${quote(outcome.source.name)} was refused by its guards; nothing was pushed. Check the source's export, or set allow-mass-delete: true for one run.`,
        outcome.plan.refusals,
      );
    case "synced":
      annotateRows(scope, outcome.snapshot.problems, "warning");
      for (const entry of outcome.plan.dropped)
        scope.reporter.warning(
          `${entry.system}: ${quote(entry.asset)} is no longer in the source; the facts it declared (${entry.keys.join(", ")}) go with it when the pull request is merged`,
          { title: "Declared facts dropped" },
        );
      for (const entry of outcome.plan.renamed)
        scope.reporter.info(
          `${entry.system}: ${quote(entry.from)} is now ${quote(entry.to)} on the platform (the same source_id): renamed in place (renamed_from)${entry.keys.length === 0 ? "" : `, the facts it declared (${entry.keys.join(", ")}) with it`}`,
        );
      // Named, each at its line, so that the pull request is never red without saying why.
      scope.annotate(outcome.plan.awaitingBaselines);
      if (outcome.monitoring !== undefined)
        scope.reporter.info(monitoringFateLine(outcome.monitoring, false));
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
      isDefault = await scope.host.proposals.writesStartNoRuns();
    } catch (error) {
      // Who the token is only decides a warning; writing with it will say what is wrong.
      scope.reporter.debug(`could not read the github-token's login: ${String(error)}`);
    }
  }
  if (isDefault) scope.reporter.warning(DEFAULT_TOKEN_WARNING, { title: "Default token" });
}

async function fail(
  scope: RunScope,
  reason: "invalid" | "unsafe" | "policy",
  message: string,
  lines: readonly string[],
): Promise<never> {
  for (const line of reason === "invalid" ? [] : lines)
    scope.reporter.error(line, { title: "Source refused" });
  await scope.reporter.summary(
    `## Source sync: ${markdownCodeSpan(scope.settings.source.name)}\n\n${message}\n\n${lines.map((line) => `- ${escapeMarkdown(line)}`).join("\n")}\n`,
  );
  throw new ActionFailure(reason, message);
}

/** Opens, updates or closes the source's one pull request for what the sync found. */
async function propose(scope: RunScope, outcome: Synced, base: string): Promise<void> {
  const { sha } = scope.context;
  const { proposals } = scope.host;
  const stamp: SourceStamp = { name: outcome.source.name, digest: outcome.snapshot.digest };
  const branch = sourceBranch(stamp.name);
  const open = await proposals.findOpen(branch, base);
  const branchHead = outcome.written ? await proposals.head(branch) : undefined;
  const step = proposalStep({ stamp, changed: outcome.written, base: sha, branchHead, open });
  scope.reporter.setOutput("changes", outcome.written ? "true" : "false");
  const target = { stamp, branch, base };
  switch (step.kind) {
    case "nothing":
      return agree(scope, target, undefined);
    case "close":
      return agree(scope, target, open);
    case "propose":
      return writeProposal(scope, outcome, target, {
        step,
        open,
        exists: branchHead !== undefined,
      });
  }
}

interface ProposalTarget {
  stamp: SourceStamp;
  branch: string;
  /** The branch the pull request targets. */
  base: string;
}

/** The source agrees with the base: the open pull request, if any, is closed with a comment. */
async function agree(
  scope: RunScope,
  { stamp, base }: ProposalTarget,
  open: OpenProposal | undefined,
): Promise<void> {
  const { runUrl } = scope.context;
  if (open !== undefined)
    await scope.host.proposals.close(open, renderProposalClosing(stamp, base, runUrl));
  const closed = open === undefined ? "" : ` Pull request #${open.number} was closed.`;
  scope.reporter.info(`Source "${stamp.name}" (${stamp.digest}) agrees with ${base}.${closed}`);
  await scope.reporter.summary(
    `## Source sync: ${markdownCodeSpan(stamp.name)}\n\nThe source (snapshot ${markdownCodeSpan(stamp.digest)}) agrees with ${markdownCodeSpan(base)}: nothing to propose.${closed}\n`,
  );
}

/** The commit and the pull request, each only when the step asks for it. */
async function writeProposal(
  scope: RunScope,
  { plan, snapshot, observed }: Synced,
  { stamp, branch, base }: ProposalTarget,
  how: {
    step: Extract<ProposalStep, { kind: "propose" }>;
    open: OpenProposal | undefined;
    exists: boolean;
  },
): Promise<void> {
  const { sha, runUrl } = scope.context;
  if (how.step.commit) {
    const files = [
      ...plan.writes.map((document) => ({ path: document.path, content: document.content })),
      ...plan.removals.map((path) => ({ path, content: null })),
      ...(observed?.changed === true ? [{ path: observed.path, content: observed.content }] : []),
    ];
    const message = proposalCommitMessage(stamp);
    const commit = await scope.host.proposals.commit(sha, files, message);
    await scope.host.proposals.point(branch, commit, how.exists);
    scope.reporter.info(`Committed ${countOf(files.length, "file")} to ${branch} (${commit}).`);
  }
  const skipped = snapshot.problems.length;
  const body = renderProposalBody({ stamp, plan, base, skipped, runUrl });
  const proposal = { branch, base, title: proposalTitle(stamp.name), body };
  const pull =
    how.step.writePullRequest || how.open === undefined
      ? await scope.host.proposals.write(proposal, how.open)
      : { ...how.open, created: false };
  const verb = pull.created ? "opened" : how.step.writePullRequest ? "updated" : "is up to date";
  scope.reporter.info(`Pull request #${pull.number} ${verb}: ${pull.url}`);
  await scope.reporter.summary(
    `## Source sync: ${markdownCodeSpan(stamp.name)}\n\nPull request [#${pull.number}](${pull.url}) ${verb}.\n\n${body}`,
  );
}

/**
 * A command source runs only the command in force (authority table: source-commands): the one the
 * last accepted merge, or before any the ledger's genesis, declared, never one pushed straight to
 * the branch since. Without a ledger, or before it was started, the checkout's, and the log says so.
 */
async function refuseCommandNotInForce(scope: RunScope, name: string): Promise<void> {
  const inForce = await scope.inForce();
  const checkout = sourceCommandsOf(
    await readNamedFile(scope.context.workspaceDir, DEFAULT_SOURCES_FILE),
    DEFAULT_SOURCES_FILE,
  );
  const command = checkout?.[name];
  if (command === undefined) return;
  if (inForce === null) {
    scope.reporter.info(
      `No evidence ledger has been started, so the command of source ${quote(name)} runs as the checkout declares it.`,
    );
    return;
  }
  const read = await scope.host.policy.filesAt(inForce.commit, {
    policy: scope.settings.policyFile,
    documents: () => Promise.resolve({ paths: [], roots: [], matches: () => false }),
    sources: DEFAULT_SOURCES_FILE,
    // The command in force is the sources file's at that commit, policy file or none.
    withoutPolicy: true,
  });
  const inForceCommand = sourceCommandsOf(read.sources?.text, DEFAULT_SOURCES_FILE)?.[name];
  if (inForceCommand === command) return;
  const where =
    inForce.from === "genesis"
      ? `the genesis commit ${inForce.commit} (record #${inForce.sequence})`
      : `commit ${inForce.commit} (record #${inForce.sequence}, the last accepted merge)`;
  return fail(
    scope,
    "policy",
    `The command of source ${quote(name)} in ${DEFAULT_SOURCES_FILE} is not the one in force at ${where}, so it is not run; nothing was pushed. A command takes force only through a reviewed pull request the gate accepts: revert it on the branch, or propose it in a pull request.`,
    [`in force: ${inForceCommand ?? "no such command source"}`, `on the branch: ${command}`],
  );
}
