// CIP-007-6 R5 Part 5.4 at review, as a pure decision: "Change known default passwords, per Cyber
// Asset capability", whose Measure names "Records of a procedure that passwords are changed when new
// devices are in production". So each Cyber Asset the change creates in a High or Medium impact
// system (one whose document declares no impact is judged as High: fail closed) must have its
// answer in an access file of the checkout (`default_passwords`: changed, unique-by-vendor or
// none, with its reference), matched by the asset's name as the inventory compares names (case
// aside). Without one it is listed; the owner policy's `default_passwords:` flags it (the default:
// a warning in the plan) or refuses the plan and so the merge (`require`), as the commissioning
// gates do; a policy that cannot be read refuses (fail closed). A file that does not parse answers
// nothing (the plan refuses it at review anyway). Which system an access file covers is not
// compared with the asset's: any file's answer for the asset's name counts. The plan asks it as the
// access files' set's gate (ReviewedFileSet.gate), as it asks every family's.
import { SYSTEM_ACCESS_SHAPE } from "../families/system-access/system-access-shape.ts";
import type { CreateOperation, Operation } from "../plan/plan-model.ts";
import type { GateRuleRead } from "../plan/reviewed-file-set.ts";
import { type Diagnostic, quote } from "../shared/diagnostics.ts";
import { nameKey } from "../shared/names.ts";
import { SYSTEM_ACCESS_FOLDER } from "./access-file.ts";
import { parseAccessFileText } from "./parse-access-file.ts";

const KEY = SYSTEM_ACCESS_SHAPE.reviewedFiles.gateSetting.key;

/**
 * The assets whose answer the change needs: Cyber Assets (a `software` record is baseline content,
 * no Cyber Asset, and has no password of its own) created in a High, Medium or unrated system.
 */
function commissioned(operations: readonly Operation[]): CreateOperation[] {
  return operations.flatMap((operation) =>
    operation.action === "create" &&
    operation.asset_type !== "software" &&
    operation.cyber_system.impact !== "low"
      ? [operation]
      : [],
  );
}

/** Every asset name an access file of `head` answers for, by the inventory's name key. */
function answered(head: ReadonlyMap<string, string>): Set<string> {
  const names = new Set<string>();
  for (const [file, text] of head)
    for (const answer of parseAccessFileText(text, file).value?.defaultPasswords ?? [])
      names.add(nameKey(answer.asset));
  return names;
}

/** What the asset lacks, as every output says it. */
function lackWords(operation: CreateOperation): string {
  const { impact, name } = operation.cyber_system;
  const rated =
    impact === undefined
      ? "a system that declares no impact (judged as High)"
      : `${impact === "high" ? "High" : "Medium"} impact system ${quote(name)}`;
  return `CIP-007 R5.4: Cyber Asset ${quote(operation.name)} is created in ${impact === undefined ? `${quote(name)}, ${rated}` : rated}, and no system access file gives its default passwords answer`;
}

/** How to give the answer. */
function fixWords(operation: CreateOperation): string {
  return `add { asset: ${operation.name}, answer: changed, unique-by-vendor or none, reference: WHERE-IT-IS-RECORDED } to default_passwords in the access file covering its system (${SYSTEM_ACCESS_FOLDER}/ID.yaml)`;
}

/**
 * The access files' gate (ReviewedFileSet.gate): each asset the change creates in a High, Medium
 * or unrated system without its 5.4 answer in `head`, a warning under `flag` and an error under
 * `require` or when the policy cannot be read.
 */
export function defaultPasswordGate(
  head: ReadonlyMap<string, string>,
  read: GateRuleRead,
  operations: readonly Operation[],
): Diagnostic[] {
  const created = commissioned(operations);
  if (created.length === 0) return [];
  const names = answered(head);
  const lacking = created.filter((operation) => !names.has(nameKey(operation.name)));
  if (lacking.length === 0) return [];
  if ("diagnostics" in read) return read.diagnostics;
  const rule = read.rule?.setting === "require" ? read.rule : undefined;
  return lacking.map((operation) => ({
    severity: rule === undefined ? "warning" : "error",
    ...(operation.source === undefined ? {} : { location: operation.source }),
    message:
      rule === undefined
        ? `${lackWords(operation)}: ${fixWords(operation)}`
        : `${lackWords(operation)}, and ${rule.file} sets ${KEY}: require: ${fixWords(operation)}`,
  }));
}
