// What the plan comment's header records of a plan for the policy: each operation's kinds and the
// systems it touches, each system once. A review event judges the policy from this record alone,
// without asking the service; a record that is absent or malformed judges nothing (fail closed).
import { isOneOf } from "../../shared/collections.ts";
import type { Operation, ParentKind, SystemRef } from "../../plan/plan-model.ts";
import { MAX_RECORDED_OPERATIONS } from "../reviewed-plan.ts";
import { POLICY_OPERATIONS, type PolicySubject } from "./policy-model.ts";
import { policySubjectOf } from "./policy-subjects.ts";
import type { RecordedGovernance } from "./governance/recorded-governance.ts";

type RecordedParent = [kind: ParentKind, id: string, name: string];

export interface RecordedSubjects {
  /** Each system once: its id, its name, and its parent (or null). */
  systems: [id: string, name: string, parent: RecordedParent | null][];
  /** Each operation: its kinds, and the indexes in `systems` of the systems it touches. */
  operations: [kinds: string[], systems: number[]][];
  /** The changes to the rules themselves (governance.ts); absent in comments of older versions. */
  governance?: RecordedGovernance[];
}

/** The record's room in the comment (JSON characters): the rest of the comment needs the room. */
export const MAX_RECORDED_SUBJECTS_LENGTH = 24_000;

/** The record of `operations`; undefined when the plan is too large to record. */
export function recordSubjects(
  operations: readonly Operation[],
  governance: readonly RecordedGovernance[] = [],
): RecordedSubjects | undefined {
  if (operations.length > MAX_RECORDED_OPERATIONS) return undefined;
  const index = new Map<string, number>();
  const recorded: RecordedSubjects = { systems: [], operations: [] };
  for (const subject of operations.map(policySubjectOf)) {
    const systems = subject.systems.map((system) => {
      const known = index.get(system.id);
      if (known !== undefined) return known;
      const parent = system.parent;
      recorded.systems.push([
        system.id,
        system.name,
        parent === null ? null : [parent.kind, parent.id, parent.name],
      ]);
      index.set(system.id, recorded.systems.length - 1);
      return recorded.systems.length - 1;
    });
    recorded.operations.push([subject.kinds, systems]);
  }
  if (governance.length > 0) recorded.governance = [...governance];
  return JSON.stringify(recorded).length <= MAX_RECORDED_SUBJECTS_LENGTH ? recorded : undefined;
}

/** The subjects a header recorded; undefined unless `value` is exactly what recordSubjects writes. */
export function recordedSubjectsOf(value: unknown): PolicySubject[] | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const { systems, operations } = value as Record<string, unknown>;
  if (!Array.isArray(systems) || !Array.isArray(operations)) return undefined;
  const refs: SystemRef[] = [];
  for (const entry of systems as unknown[]) {
    const system = systemOf(entry);
    if (system === undefined) return undefined;
    refs.push(system);
  }
  const subjects: PolicySubject[] = [];
  for (const entry of operations as unknown[]) {
    if (!Array.isArray(entry) || entry.length !== 2) return undefined;
    const [kinds, indexes] = entry as unknown[];
    if (!Array.isArray(kinds) || kinds.length === 0 || !Array.isArray(indexes)) return undefined;
    if (!kinds.every((kind) => isOneOf(POLICY_OPERATIONS, kind))) return undefined;
    const touched = (indexes as unknown[]).map((at) =>
      Number.isSafeInteger(at) ? refs[at as number] : undefined,
    );
    if (touched.length === 0 || touched.some((system) => system === undefined)) return undefined;
    subjects.push({ kinds, systems: touched as SystemRef[] });
  }
  return subjects;
}

function systemOf(entry: unknown): SystemRef | undefined {
  if (!Array.isArray(entry) || entry.length !== 3) return undefined;
  const [id, name, parent] = entry as unknown[];
  if (typeof id !== "string" || typeof name !== "string") return undefined;
  if (parent === null) return { id, name, parent: null };
  if (!Array.isArray(parent) || parent.length !== 3) return undefined;
  const [kind, parentId, parentName] = parent as unknown[];
  if (kind !== "facility" && kind !== "control_center") return undefined;
  if (typeof parentId !== "string" || typeof parentName !== "string") return undefined;
  return { id, name, parent: { kind, id: parentId, name: parentName } };
}

const GOVERNANCE_KINDS = [
  "system",
  "document",
  "removed",
  "policy",
  "senior-manager",
  "review",
  "baseline",
  "source-commands",
  "ledger-declaration",
  "standards",
] as const;

/**
 * The changes to the rules a header recorded: [] when it records none (a comment of an older
 * version; the checkout's files are still judged), undefined when the record is malformed.
 */
export function recordedGovernanceOf(value: unknown): RecordedGovernance[] | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const { governance } = value as Record<string, unknown>;
  if (governance === undefined) return [];
  if (!Array.isArray(governance)) return undefined;
  const changes: RecordedGovernance[] = [];
  for (const entry of governance as unknown[]) {
    if (!Array.isArray(entry) || entry.length !== 4) return undefined;
    const [kind, name, file, words] = entry as unknown[];
    if (!isOneOf(GOVERNANCE_KINDS, kind) || typeof name !== "string") return undefined;
    if (typeof file !== "string" || file === "" || !Array.isArray(words)) return undefined;
    if (!words.every((word) => typeof word === "string")) return undefined;
    changes.push([kind, name, file, words as string[]]);
  }
  return changes;
}
