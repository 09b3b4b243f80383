// What the default branch declares that is not in force, as the drift check's summary and its
// obligations issue show it: the commit in force, the branch's commit, each difference, and the
// way back. Names from the files are escaped (they are a repository writer's text).
import { escapeMarkdown, markdownCodeSpan } from "../shared/escape-markdown.ts";

export interface NotInForce {
  /** The accepted record that put the facts in force, and the commit it merged. */
  sequence: number;
  inForceCommit: string;
  /** The default branch's commit the drift check read. */
  branchCommit: string;
  differences: readonly string[];
}

export function renderNotInForceMarkdown(found: NotInForce): string {
  return [
    "### Not in force: the default branch differs from what the gate accepted",
    "",
    `The default branch at ${markdownCodeSpan(found.branchCommit)} declares governance facts that no accepted merge put in force; in force are those of commit ${markdownCodeSpan(found.inForceCommit)}, merged by the change the gate accepted in ledger record #${found.sequence}. A change the gate refused (merged anyway) or a direct push never takes force: every pull request is judged against the facts in force, and the obligations read them from the records. Revert the commits between the two, then make the change in a pull request the gate accepts.`,
    "",
    ...found.differences.map((difference) => `- ${escapeMarkdown(difference)}`),
    "",
  ].join("\n");
}
