// What every route of one Action run shares: its settings, its injected clients and reporter, and
// the steps more than one route takes (report a plan, annotate diagnostics, fail on invalid files).
import {
  patchSourceRuleOfText,
  planPolicyRules,
  vulnerabilityAssessmentRuleOfText,
} from "../../io/checkout/baseline-rule.ts";
import { readReviewedFiles, unknownParentProblems } from "../../io/checkout/reviewed-files.ts";
import { declarationProblemsIn, readNamedFile } from "../../io/checkout/optional-file.ts";
import {
  policyCalendarOf,
  type PolicyCalendar,
} from "../../core/review/policy/file/parse-policy.ts";
import { join, relative, resolve, sep } from "node:path";
import type { Diagnostic, SourceLocation } from "../../core/shared/diagnostics.ts";
import type { Plan } from "../../core/plan/plan-model.ts";
import type { ReviewedFileSet } from "../../core/plan/reviewed-file-set.ts";
import { compareDiagnostics, formatLocation } from "../../core/shared/diagnostics.ts";
import {
  type InventoryLoader,
  loadOnce,
  type PatchSourceReads,
  type ReviewedFilesLoader,
  reviewedFilesOnce,
  validateOffline,
} from "../../engine/engine.ts";
import type { ApiClient } from "../../io/service/api-client.ts";
import type { InventorySource, LoadedInventory } from "../../io/checkout/inventory-files.ts";
import type { SourcesFileLocation } from "../../io/sources/sources-file.ts";
import type { CodeHost } from "../../core/review/code-host.ts";
import type { AuthorityReading } from "../../core/review/evidence-store.ts";
import { type CommentContent, truncatedNote } from "../../render/review/comment-body.ts";
import { renderPlanJson } from "../../render/plan/plan-json.ts";
import { renderDiagnosticsMarkdown, renderPlanMarkdown } from "../../render/plan/plan-markdown.ts";
import { renderPlanText } from "../../render/plan/plan-text.ts";
import { ActionFailure } from "./failure.ts";
import { CommitReadings } from "./commit-readings.ts";
import { invalidMessage, SUMMARY_TRUNCATED_NOTE } from "./messages.ts";
import { type CommentTarget, PlanComments } from "./plan-comment.ts";
import type { RunnerReporter } from "./reporter.ts";
import { fileSystemIgnoresCase } from "../../io/checkout/case-collisions.ts";
import type { ActionSettings } from "../settings/settings.ts";
import type { EvidenceRecord, InForce } from "../../core/evidence/records/evidence-record.ts";
import type { LedgerWriter } from "../../core/evidence/chain/ledger-authority.ts";
import { writerKeyProblem } from "../settings/ledger-key.ts";
import {
  LEDGER_DECLARATION_FILE,
  parseLedgerDeclaration,
} from "../../core/evidence/chain/writer-declaration.ts";

/** What is in force, and whether an accepted merge or the ledger's genesis put it there. */
export type FactsInForce = InForce & { from: "accepted-merge" | "genesis" };

/** What a run is given instead of making it: so that tests, and local runs, can give their own. */
export interface ActionDependencies {
  /**
   * The code host's roles: review facts, plan notes, labels, evidence, drift issues, statuses, the
   * owner policy's facts (team membership with the policy-token alone) and source proposals.
   */
  host: CodeHost;
  /** Opens the service client; throws a ConnectionError for a wrong api-url or api-key. */
  openServiceClient: (settings: ActionSettings) => ApiClient;
  reporter: RunnerReporter;
  /** Aborted when the job is cancelled (SIGINT, then SIGTERM): apply starts nothing new. */
  stop?: AbortSignal;
  /** Whether the checkout's file system ignores case; default: asked of it (case-collisions.ts). */
  ignoresCase?: (dir: string) => Promise<boolean>;
}

/** No colour codes: the log is also downloaded and read as a plain file. */
const PLAIN_TEXT = { color: false };

export class RunScope {
  readonly settings: ActionSettings;
  readonly host: CodeHost;
  readonly reporter: RunnerReporter;
  readonly comments: PlanComments;
  /**
   * What the run reads of commits other than its checkout's (the base, the commit in force), once
   * per commit: the owner policy, the plan's comparison and the change record share each reading.
   */
  readonly atCommit: CommitReadings;
  readonly stop: AbortSignal | undefined;
  readonly ignoresCase: (dir: string) => Promise<boolean>;
  readonly #openServiceClient: (settings: ActionSettings) => ApiClient;
  readonly #inventory: InventoryLoader;
  readonly #reviewedFiles: ReviewedFilesLoader;
  /** The policy's rules a plan reads, of the one policy text, parsed once for every plan. */
  readonly #planRules: ReturnType<typeof planPolicyRules>;
  #policyText: Promise<string | undefined> | undefined;
  #inForce: Promise<FactsInForce | null> | undefined;
  #authority: Promise<AuthorityReading> | undefined;

  constructor(settings: ActionSettings, dependencies: ActionDependencies) {
    this.settings = settings;
    this.host = dependencies.host;
    this.reporter = dependencies.reporter;
    this.stop = dependencies.stop;
    this.ignoresCase = dependencies.ignoresCase ?? fileSystemIgnoresCase;
    this.#openServiceClient = dependencies.openServiceClient;
    this.comments = new PlanComments(this.host, this.reporter, {
      workspace: settings.workspace,
      runUrl: settings.context.runUrl,
    });
    this.#inventory = loadOnce(this.source);
    this.#reviewedFiles = reviewedFilesOnce(this.source);
    this.atCommit = new CommitReadings(this.host.inventory, settings.policyFile);
    this.#planRules = planPolicyRules(this.policyText, settings.policyFile);
  }

  /**
   * Where the facts in force were put there, from one authenticated reading of the evidence ledger
   * (core/evidence/chain/ledger-authority.ts), asked once per run: the owner policy and the baseline
   * comparison judge against the same commit. `anchor` is the commit the run judges from (the base;
   * the run's own commit by default), on which or on whose first parents the kept head is found.
   * Null without a ledger (input evidence-branch empty) or before the ledger was started; a ledger
   * that cannot be trusted fails the run closed, saying why and the way back.
   */
  inForce(anchor?: string | (() => Promise<string>)): Promise<FactsInForce | null> {
    const { evidenceBranch } = this.settings;
    if (evidenceBranch === "") return Promise.resolve(null);
    return (this.#inForce ??= (async () => {
      const { authority } = await this.ledgerReading(anchor);
      switch (authority.kind) {
        case "not-started":
          return null;
        case "in-force":
          return { ...authority.inForce, from: authority.from };
        case "refused":
          throw new ActionFailure(
            "evidence",
            `cannot tell which facts are in force from the evidence branch ${evidenceBranch}, so nothing is judged or applied: ${authority.why}`,
          );
      }
    })());
  }

  /** The authenticated reading of the ledger, once per run, its notices logged as warnings. */
  ledgerReading(anchor?: string | (() => Promise<string>)): Promise<AuthorityReading> {
    const { evidenceBranch, workspace } = this.settings;
    return (this.#authority ??= (async () => {
      const at =
        anchor === undefined
          ? this.context.sha
          : typeof anchor === "string"
            ? anchor
            : await anchor();
      const declared = await readNamedFile(this.context.workspaceDir, LEDGER_DECLARATION_FILE);
      const reading = await this.host.evidence.authority(evidenceBranch, workspace, {
        login: await this.ledgerLogin(),
        anchor: at,
        change:
          declared === undefined
            ? undefined
            : parseLedgerDeclaration(declared, LEDGER_DECLARATION_FILE),
      });
      for (const notice of reading.notices)
        this.reporter.warning(notice, { title: "Evidence ledger's writer" });
      return reading;
    })());
  }

  /**
   * Fails the run before it appends when cip-ledger.yaml binds the writer (where the run judges, or
   * in the change that binds it) and this job cannot sign as it (no input ledger-key, or a key the
   * declaration does not name): an unsigned record after signed ones would make every later run
   * refuse the ledger. `anchor`: as inForce's, when asked first. Gives the ledger's last record,
   * where the reading read it (undefined without a ledger).
   */
  async requireWriterKey(anchor?: string): Promise<{ last: EvidenceRecord | undefined }> {
    if (this.settings.evidenceBranch === "") return { last: undefined };
    const { signingKeys, last } = await this.ledgerReading(anchor);
    const problem = writerKeyProblem(signingKeys, this.settings.ledgerKey);
    if (problem !== undefined) throw new ActionFailure("evidence", problem);
    return { last };
  }

  /**
   * Who the ledger's records must be by: the login whose commits they are (input evidence-writer,
   * else the token's login) and the keys cip-ledger.yaml declares where the run judges, read with
   * what is in force (inForce()).
   */
  async ledgerWriter(): Promise<LedgerWriter> {
    const login = await this.ledgerLogin();
    if (this.settings.evidenceBranch === "") return { login };
    const { keys, declarationsAt, operatorKeys } = await this.ledgerReading();
    return { login, keys, declarationsAt, operatorKeys };
  }

  /** Whose commits the ledger's records must be: input evidence-writer, else the token's login. */
  async ledgerLogin(): Promise<string> {
    return this.settings.evidenceWriter ?? (await this.login());
  }

  /** The login this run's token writes as, asked of the host once per run. */
  login(): Promise<string> {
    return this.host.facts.whoAmI();
  }

  get context() {
    return this.settings.context;
  }

  get source(): InventorySource {
    const dir = this.context.workspaceDir;
    const { patterns, maxAssets, maxBytes } = this.settings;
    return { patterns, cwd: dir, root: dir, maxAssets, maxTotalBytes: maxBytes };
  }

  /** cip-sources.yaml at the checkout's root, when there is one. */
  get sourcesFile(): SourcesFileLocation {
    const dir = this.context.workspaceDir;
    return { file: undefined, cwd: dir, root: dir };
  }

  /**
   * The checkout's inventory files, read once however many steps ask for them: the plan, the
   * apply's fresh plan and the owner policy's head documents share one read.
   */
  inventory(): Promise<LoadedInventory> {
    return this.#inventory();
  }

  /**
   * A family's reviewed files of the checkout (its row's `set`: patch or assessment files), read
   * once however many steps ask for them: a merge's plans show, and its record carries, one text.
   */
  reviewedFiles(set: ReviewedFileSet): Promise<ReadonlyMap<string, string>> {
    return this.#reviewedFiles(set);
  }

  planSettings() {
    return {
      source: this.source,
      limits: this.settings.limits,
      inventory: this.#inventory,
      reviewedFiles: this.#reviewedFiles,
      // The merged policy's at a merge: a gate that refused the pull request's plan refuses it too.
      ...this.#planRules,
    };
  }

  /**
   * The checkout's policy file (input `policy`; undefined when the input is empty or there is no
   * such file), read once however many steps ask for it: its rules, its `baselines:` and its
   * calendar are facts of one text, never of two reads that could differ.
   */
  readonly policyText = (): Promise<string | undefined> =>
    (this.#policyText ??= readNamedFile(this.context.workspaceDir, this.settings.policyFile));

  /**
   * The checkout's reviewed files (patch and assessment files) and `patch_sources:` of its policy file, for
   * the routes that review a change (the pull request's plan, validate):
   * core/patches/plan-sources.ts; a broken assessment file refuses the plan too.
   */
  readonly patchSources = async (): Promise<PatchSourceReads> => ({
    files: await readReviewedFiles(this.context.workspaceDir, this.context.workspaceDir),
    rule: patchSourceRuleOfText(await this.policyText(), this.settings.policyFile),
    assessmentRule: vulnerabilityAssessmentRuleOfText(
      await this.policyText(),
      this.settings.policyFile,
    ),
  });

  /**
   * `calendar:`, the completion grace and the CIP-002 prior approval of the checkout's policy file,
   * or why they cannot be read: the merged one at a merge (the change record's calendar), the
   * default branch's at a drift check (its obligations).
   */
  readonly policyCalendar = async (): Promise<PolicyCalendar> =>
    policyCalendarOf(await this.policyText(), this.settings.policyFile);

  /** Runs `use` with the service client open, and closes it however `use` ends. */
  async withService<T>(use: (client: ApiClient) => Promise<T>): Promise<T> {
    const client = this.#openServiceClient(this.settings);
    try {
      return await use(client);
    } finally {
      await client.close();
    }
  }

  outputPath(file: string): string {
    return join(this.context.runnerTemp, "cip-sync", this.settings.workspace, file);
  }

  /** The log, the outputs and the JSON plan file, for every route that computed a plan. */
  async reportPlan(plan: Plan): Promise<void> {
    const { reporter } = this;
    reporter.group(`Plan ${plan.fingerprint}`, renderPlanText(plan, PLAIN_TEXT));
    const planPath = this.outputPath("plan.json");
    await reporter.writeFile(planPath, renderPlanJson(plan));
    reporter.setOutput("changes", plan.operations.length > 0 ? "true" : "false");
    reporter.setOutput("creates", String(plan.summary.create));
    reporter.setOutput("updates", String(plan.summary.update));
    reporter.setOutput("deletes", String(plan.summary.delete));
    reporter.setOutput("fingerprint", plan.fingerprint);
    reporter.setOutput("plan-file", planPath);
  }

  /** The plan as the job summary shows it, in at most `cap` UTF-16 code units. */
  summaryPlan(plan: Plan, cap: number): string {
    return renderPlanMarkdown(plan, { maxLength: cap, truncatedNote: SUMMARY_TRUNCATED_NOTE });
  }

  /** The plan as a comment shows it, pointing to the job summary when shortened. */
  commentPlan(plan: Plan, maxLength: number): string {
    return renderPlanMarkdown(plan, {
      maxLength,
      truncatedNote: truncatedNote(this.context.runUrl),
    });
  }

  /** Writes the plan comment when there is a pull request to write it on. */
  async comment(
    target: CommentTarget | undefined,
    content: Omit<CommentContent, "workspace">,
  ): Promise<void> {
    if (target !== undefined) await this.comments.write(target, content);
  }

  /** The checkout checked offline (validateOffline, cip-ledger.yaml, and the sites the reviewed
   * files name against the documents' own: no service), annotated; no request is made. */
  async validatedOffline(): Promise<LoadedInventory> {
    const offline = await validateOffline(
      this.source,
      this.sourcesFile,
      this.#planRules.baselines,
      this.patchSources,
    );
    const ledger = (await declarationProblemsIn(this.context.workspaceDir)) ?? [];
    const sites = await unknownParentProblems(this.source, offline.documents);
    const diagnostics = [...ledger, ...offline.diagnostics, ...sites].sort(compareDiagnostics);
    this.annotate(diagnostics);
    return { ...offline, diagnostics };
  }

  /** Diagnostics as annotations on the files' lines; paths relative to the repository root. */
  annotate(diagnostics: readonly Diagnostic[]): void {
    for (const diagnostic of diagnostics) {
      const related = (diagnostic.related ?? []).map((location) => this.#describe(location));
      const message =
        related.length === 0
          ? diagnostic.message
          : `${diagnostic.message} (see also ${related.join(", ")})`;
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
      if (error) this.reporter.error(message, properties);
      else this.reporter.warning(message, properties);
    }
  }

  /**
   * Invalid files: the summary and (on a pull request) the comment list the errors; the run fails.
   * `preface` says first why there is no plan at all (a fork's pull request).
   */
  async failInvalid(
    diagnostics: Diagnostic[],
    comment: (CommentTarget & { head: string; fingerprint: string | undefined }) | undefined,
    preface?: string,
  ): Promise<never> {
    const errors = diagnostics.filter((diagnostic) => diagnostic.severity === "error").length;
    const message = invalidMessage(errors);
    const intro = preface === undefined ? message : `${preface}\n\n${message}`;
    await this.reporter.summary(
      (cap) =>
        `## Inventory: invalid\n\n${intro}\n\n${renderDiagnosticsMarkdown(diagnostics, { maxLength: cap, truncatedNote: SUMMARY_TRUNCATED_NOTE })}`,
    );
    await this.comment(comment, {
      fingerprint: comment?.fingerprint,
      head: comment?.head ?? this.context.sha,
      status: "invalid",
      statusLine: `**Invalid.** ${intro}`,
      render: (maxLength) =>
        renderDiagnosticsMarkdown(diagnostics, {
          maxLength,
          truncatedNote: truncatedNote(this.context.runUrl),
        }),
    });
    throw new ActionFailure("invalid", message);
  }

  #describe(location: SourceLocation): string {
    return formatLocation({ ...location, file: this.#repositoryPath(location.file) });
  }

  #repositoryPath(file: string): string {
    const dir = this.context.workspaceDir;
    return relative(dir, resolve(dir, file)).split(sep).join("/");
  }
}
