// The changes to the rules as the plan comment's header records them (governance.ts computes them
// from the files): what a review event, whose checkout may not show the change, judges again at the
// base. A comment's words only say which change it was; each system's declaration is read again
// from the base, never from the comment.
import { baseSystem } from "../policy-subjects.ts";
import { baseDocumentOf, type GovernanceChange, type RuleSources } from "./governance.ts";

/**
 * A change to the rules as the plan comment's header records it: its kind, the system's name (""
 * for the policy), the file, and what changes. A review event judges these again at the base.
 */
export type RecordedGovernance = [
  kind: GovernanceChange["kind"],
  name: string,
  file: string,
  changes: string[],
];

export function recordGovernance(changes: readonly GovernanceChange[]): RecordedGovernance[] {
  return changes.map((change) => {
    if (change.kind === "review" || change.kind === "ledger-declaration")
      return [change.kind, "", change.file, []];
    if (change.kind === "policy") return [change.kind, "", change.file, change.lifted];
    if (
      change.kind === "senior-manager" ||
      change.kind === "source-commands" ||
      change.kind === "standards"
    )
      return [change.kind, "", change.file, change.changes];
    if (change.kind === "document")
      return [change.kind, change.name, change.file, parentWords(change.parent)];
    const words = change.kind === "removed" ? [] : change.changes;
    return [change.kind, change.name, change.file, words];
  });
}

/**
 * A document change's parent in a record's words, so that a review event finds the base system
 * the pull request's run found (by name and parent): ["parent NAME"] or ["no parent"]; none when
 * it is not known.
 */
function parentWords(parent: string | null | undefined): string[] {
  if (parent === undefined) return [];
  return [parent === null ? "no parent" : `parent ${parent}`];
}

/** The parent a recorded document change's words name; undefined in a comment of an older version. */
function recordedParent(words: readonly string[]): string | null | undefined {
  const [word] = words;
  if (words.length !== 1 || word === undefined) return undefined;
  if (word === "no parent") return null;
  return word.startsWith("parent ") ? word.slice("parent ".length) : undefined;
}

/**
 * The recorded changes, with each system's declaration read again from the base (never from the
 * comment); a recorded system the base no longer has at that file is judged as a document change.
 * Changes `computed` from the files already has are kept once, as computed.
 */
export function withRecordedGovernance(
  computed: readonly GovernanceChange[],
  recorded: readonly RecordedGovernance[],
  base: RuleSources,
): GovernanceChange[] {
  const key = (kind: string, name: string, file: string) => JSON.stringify([kind, name, file]);
  const known = new Set(
    computed.map((change) => key(change.kind, "name" in change ? change.name : "", change.file)),
  );
  const added = recorded.flatMap(([kind, name, file, words]): GovernanceChange[] => {
    if (known.has(key(kind, name, file))) return [];
    if (kind === "review" || kind === "ledger-declaration") return [{ kind, file }];
    if (kind === "policy") return [{ kind, file, lifted: words }];
    // A comment's words are never trusted to narrow who approves: the CIP Senior Manager alone.
    if (kind === "senior-manager") return [{ kind, file, changes: words, approvalOnly: false }];
    if (kind === "source-commands" || kind === "standards") return [{ kind, file, changes: words }];
    const at = base.documents.find(
      (entry) => entry.file === file && entry.document.cyberSystem.value === name,
    );
    if ((kind === "system" || kind === "baseline") && at !== undefined)
      return [{ kind, name, file, changes: words, base: baseSystem(at, base.codeowners) }];
    if (kind === "removed" && at !== undefined)
      return [{ kind, name, file, base: baseSystem(at, base.codeowners) }];
    // As documentChange: the base system of the recorded name and parent, else the one the base
    // had at that file. A comment of an older version recorded no parent: the name's first.
    const parent = kind === "document" ? recordedParent(words) : undefined;
    const was =
      parent === undefined
        ? (base.documents.find((entry) => entry.document.cyberSystem.value === name) ??
          base.documents.find((entry) => entry.file === file))
        : baseDocumentOf(base, name, parent, file);
    const change: GovernanceChange = { kind: "document", name, file };
    if (parent !== undefined) change.parent = parent;
    if (was !== undefined) change.base = baseSystem(was, base.codeowners);
    return [change];
  });
  return [...computed, ...added];
}
