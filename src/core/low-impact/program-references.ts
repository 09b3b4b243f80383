// What the program records of a checkout name of its program file (low-impact/program.yaml), at
// review: once the file declares the program's policies and plans, a review record naming a policy
// it does not declare, or a test record naming a plan it does not declare, would start a clock
// for a subject the program does not have (M1: "review of each cyber security policy"; Section
// 4.5: "Testing the Cyber Security Incident response plan(s)"): an error at the name, with the
// nearest declared one. The program file is the one source of the topics a policy addresses (R1:
// policies that "collectively address the following topics"), so a review whose `topics` differ
// from those its policies declare is warned at its `topics` line, never refused: the program
// file's are the ones counted. Without a program file, nothing here. Pure.
import { compareDiagnostics, type Diagnostic, quote } from "../shared/diagnostics.ts";
import { closestNames } from "../shared/names.ts";
import { listOf } from "../shared/wording.ts";
import { parseProgramRecordText, type ParsedProgramRecord } from "./parse-program-record.ts";
import {
  isProgramFile,
  parseProgramFileText,
  PROGRAM_FILE,
  type ProgramFile,
} from "./program-file.ts";

/**
 * The problems the program records of `files` (by the path review names them, with the program
 * file's and every other low-impact file's) make of the program file: none while it is absent or
 * has problems of its own (reported as its own).
 */
export function programReferenceProblems(
  files: ReadonlyMap<string, string>,
  isRecord: (file: string) => boolean,
): Diagnostic[] {
  const programFile = [...files.entries()].find(([file]) => isProgramFile(file, "named"));
  const program =
    programFile === undefined
      ? undefined
      : parseProgramFileText(programFile[1], programFile[0]).value;
  if (program === undefined) return [];
  return [...files]
    .flatMap(([file, text]) =>
      isRecord(file) ? recordProblems(parseProgramRecordText(text, file), program) : [],
    )
    .sort(compareDiagnostics);
}

/** One record's names the program does not declare, and its topics that differ from the file's. */
function recordProblems(parsed: ParsedProgramRecord, program: ProgramFile): Diagnostic[] {
  const declared = {
    policy: program.policies.map((policy) => policy.id),
    plan: program.plans.map((plan) => plan.id),
  };
  return (parsed.references ?? []).flatMap((reference): Diagnostic[] => {
    if (reference.kind === "policy" || reference.kind === "plan") {
      const ids = declared[reference.kind];
      if (ids.includes(reference.id)) return [];
      return [{ severity: "error", location: reference.at, message: undeclared(reference, ids) }];
    }
    if (reference.kind !== "topics" || parsed.value?.kind !== "policy-review") return [];
    const { policies, topics } = parsed.value;
    const named = program.policies.filter((policy) => policies.includes(policy.id));
    if (named.length !== policies.length) return [];
    const counted = new Set(named.flatMap((policy) => policy.topics));
    if (counted.size === topics.length && topics.every((topic) => counted.has(topic))) return [];
    return [
      {
        severity: "warning",
        location: reference.at,
        message: `topics [${topics.join(", ")}] differ from what ${PROGRAM_FILE} declares of ${listOf(policies)} ([${[...counted].join(", ")}]): the program file's topics are the ones counted; write topics: [${[...counted].join(", ")}], or change the policies' topics in ${PROGRAM_FILE}`,
      },
    ];
  });
}

/** The error for a policy or plan the program file does not declare. */
function undeclared(reference: { kind: "policy" | "plan"; id: string }, ids: string[]): string {
  const [meant] = closestNames(reference.id, ids, 1);
  const what = reference.kind === "policy" ? "policy" : "Cyber Security Incident response plan";
  const under =
    reference.kind === "policy" ? "policies (its id and topics)" : "plans (its id and sites)";
  return `${what} ${quote(reference.id)} is not one ${PROGRAM_FILE} declares; ${meant === undefined ? "" : `did you mean ${quote(meant)}? Otherwise `}name ${listOf(
    ids.map((id) => quote(id)),
    "or",
  )}, or declare it under ${under} in ${PROGRAM_FILE}`;
}
