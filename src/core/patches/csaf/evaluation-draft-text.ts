// The draft as the evaluation file a reviewer edits: patch-evaluations/SOURCE/NAME.yaml in the
// format parse-patch-evaluation.ts reads, with every `applicable: null` and a comment beside it
// asking for the judgement. Written through the `yaml` library, never by joining strings: every
// value from an advisory is a scalar the library quotes, and every comment is one line with its
// hidden characters (a carriage return, a line separator, an escape) shown as \uXXXX, so that no
// advisory text can end a comment and write a key; and no line of it can be taken for a GitHub
// workflow command when a step prints the file (a ZERO WIDTH SPACE breaks "::" and "##[", as the
// logs do; in an id it stays until the reviewer renames the patch, and closes nothing meanwhile,
// since no baseline lists the patch by that id). Pure.
import { Document, type YAMLMap } from "yaml";
import { revealHiddenCharacters } from "../../shared/text/reveal.ts";
import { neutraliseWorkflowCommands } from "../../shared/text/workflow-commands.ts";
import { PATCH_FILES_VERSION } from "../patch-files.ts";
import type { DraftPatch, EvaluationDraft } from "./evaluation-draft.ts";

/** The longest comment line, in characters: an advisory's details can run to pages. */
const COMMENT_LIMIT = 400;
/** How many of the baselines holding an item a comment names. */
const INSTALLED_LIMIT = 8;

export const DRAFT_HEADER = [
  "Drafted by cip-sync patches draft from CSAF advisories, for review: every judgement is yours.",
  "Write applicable: true, or applicable: false with reason: why, for each patch; until then",
  "the file is no evaluation (cip-sync refuses applicable: null). The ids are the advisories';",
  "rename a patch as your baselines will list it under patches. Add what the advisories missed.",
];

export function evaluationDraftText(draft: EvaluationDraft, releasesSinceWhy: string): string {
  const doc = new Document();
  const releasesSince = doc.createNode(draft.releasesSince);
  releasesSince.comment = comment(releasesSinceWhy);
  const patches = doc.createNode(draft.patches.map((patch) => patchNode(doc, patch)));
  doc.contents = doc.createNode({
    version: PATCH_FILES_VERSION,
    source: draft.source,
    releases_since: releasesSince,
    patches,
  });
  doc.commentBefore = commentLines(DRAFT_HEADER);
  return neutraliseWorkflowCommands(doc.toString({ lineWidth: 0 }));
}

/** One patch: its facts as values, the judgement null, the advisory's words as comments. */
function patchNode(doc: Document, patch: DraftPatch): YAMLMap {
  const item = doc.createNode({ [patch.item.kind]: patch.item.name });
  item.flow = true;
  const applicable = doc.createNode(null);
  applicable.comment = comment(
    `judge: does ${patch.advisory.id} apply to ${patch.item.name} as installed (${versions(patch.installed.map((at) => at.version))})?`,
  );
  const node = doc.createNode({ id: patch.id, released: patch.released, item, applicable });
  node.commentBefore = commentLines(patchNotes(patch));
  return node;
}

/** What the reviewer reads above a patch: the advisory, its CVEs, the fix, versions against versions. */
function patchNotes(patch: DraftPatch): string[] {
  const installed = patch.installed
    .slice(0, INSTALLED_LIMIT)
    .map((at) => `${at.asset} (${at.cyberSystem}) ${at.version}`);
  if (patch.installed.length > INSTALLED_LIMIT)
    installed.push(`and ${patch.installed.length - INSTALLED_LIMIT} more`);
  return [
    `${advisoryWords(patch.advisory)} (${patch.advisory.file})`,
    `CVEs: ${patch.cves.join(", ")}`,
    `fix: ${patch.fix.details}${patch.fix.url === undefined ? "" : ` ${patch.fix.url}`}`,
    `the fix is for: ${versions(patch.fixFor)}; affected: ${versions(patch.affected)}; fixed in: ${versions(patch.fixedIn)}`,
    `in the baselines: ${installed.join("; ")}`,
  ];
}

/** The advisory's id and title, the id once when the title already starts with it. */
function advisoryWords(advisory: DraftPatch["advisory"]): string {
  const { id, title } = advisory;
  return title.toLowerCase().startsWith(id.toLowerCase()) ? title : `${id}: ${title}`;
}

function versions(list: readonly string[]): string {
  return list.length === 0 ? "none named" : [...new Set(list)].join(", ");
}

/** Lines of a comment block, each made one safe line. */
function commentLines(lines: readonly string[]): string {
  return lines.map(comment).join("\n");
}

/** One comment line: hidden characters shown, long texts cut, after the "#" and a space. */
function comment(text: string): string {
  const shown = revealHiddenCharacters(text);
  return ` ${shown.length > COMMENT_LIMIT ? `${shown.slice(0, COMMENT_LIMIT)}…` : shown}`;
}
