// `cip-sync policy check`: the policy judged offline against a saved plan, with owners and impact
// from the inventory files in the working directory and CODEOWNERS beside them. Exit 0 when the
// plan is allowed, 1 while a rule is unmet (or a freeze holds), 2 on bad input, named at its place.
import { relative, resolve } from "node:path";
import { parsePlanJson } from "../../core/plan/saved/plan-schema.ts";
import { errorMessage } from "../../core/shared/errors.ts";
import { type Diagnostic, hasErrors } from "../../core/shared/diagnostics.ts";
import { type Codeowners, parseCodeowners } from "../../core/review/policy/codeowners.ts";
import { evaluateQuestions, questionsOf } from "../../core/review/policy/judge-policy.ts";
import { parseOfflineApprovals } from "../../core/review/policy/offline-approvals.ts";
import type { BaseDocument } from "../../core/review/policy/policy-subjects.ts";
import { loadInventory } from "../../io/checkout/inventory-files.ts";
import { renderPolicyText } from "../../render/review/policy-text.ts";
import { sourceOf } from "../shared/command-support.ts";
import { readPolicyFile } from "./policy-file.ts";
import { FLAG_FIXES, flagPath, readFlagFile } from "../shared/flag-files.ts";
import { reportDiagnostics } from "../shared/report-diagnostics.ts";
import { type CliIo, EXIT_BAD_INPUT, EXIT_OK } from "../shared/io.ts";
import type { CliSettings } from "../shared/settings.ts";
import { readCheckoutCodeowners } from "../../io/checkout/policy-texts.ts";

const EXIT_UNMET = 1;

type PolicyCheckSettings = Extract<CliSettings, { command: "policy check" }>;

export async function checkPolicy(settings: PolicyCheckSettings, io: CliIo): Promise<number> {
  try {
    return await judge(settings, io);
  } catch (error) {
    io.stderr(`error: ${errorMessage(error)}\n`);
    return EXIT_BAD_INPUT;
  }
}

async function judge(settings: PolicyCheckSettings, io: CliIo): Promise<number> {
  const plan = parsePlanJson(
    await readFlagFile(flagPath("--plan", settings.planFile, FLAG_FIXES.plan, io)),
    `--plan ${settings.planFile}`,
  );
  const read = await readPolicyFile(settings.policyFile, io);
  if (read === undefined) {
    io.stdout(`No policy (${settings.policyFile || "--policy is empty"}): no rule applies.\n`);
    return EXIT_OK;
  }
  const { policy, diagnostics } = read.parsed;
  const inventory = await loadInventory(sourceOf(settings, io));
  const codeowners = await readCodeowners(resolve(io.cwd, settings.source.root));
  const problems: Diagnostic[] = [
    ...diagnostics,
    ...inventory.diagnostics,
    ...(codeowners?.diagnostics ?? []),
  ];
  reportDiagnostics(problems, io, { stdout: false, stderr: false });
  if (policy === undefined || hasErrors(problems)) return EXIT_BAD_INPUT;

  const root = resolve(io.cwd, settings.source.root);
  const documents: BaseDocument[] = inventory.documents.map((document) => ({
    file: relative(root, resolve(io.cwd, document.location.file)).split("\\").join("/"),
    document,
  }));
  // The checkout is the base: the same judgement as the Action's, with no change to the rules.
  const checkout = { documents, codeowners, policyText: read.text };
  const sides = {
    atBase: checkout,
    head: checkout,
    files: { policy: read.file, review: "", sources: "", ledger: "" },
  };
  const questions = questionsOf(policy, sides, plan.operations, [], []);
  const facts =
    settings.approvalsFile === undefined
      ? { approvals: [], memberships: [] }
      : parseOfflineApprovals(
          await readFlagFile(flagPath("--approvals", settings.approvalsFile, APPROVALS_FIX, io)),
          `--approvals ${settings.approvalsFile}`,
          questions.teams,
        );
  const evaluation = evaluateQuestions(questions, plan.operations, {
    ...facts,
    now: io.now?.() ?? Date.now(),
  });
  io.stdout(renderPolicyText(evaluation, plan.operations, read.file));
  return evaluation.verdict.allowed ? EXIT_OK : EXIT_UNMET;
}

const APPROVALS_FIX =
  'pass a JSON array such as [{"login": "alice", "teams": ["acme/alpha-protection"]}]';

/** The CODEOWNERS file GitHub would use: the first of its three places that exists. */
async function readCodeowners(root: string): Promise<Codeowners | undefined> {
  const found = await readCheckoutCodeowners(root);
  return found === undefined ? undefined : parseCodeowners(found.text, found.path);
}
