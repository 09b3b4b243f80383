// CIP-007-6 R5 at review, the family's reminders (ReviewedFileSet.reminders): warnings of what
// the change leaves undeclared or names in vain, never a refusal.
//   - Part 5.2: "Identify and inventory all known enabled default or other generic account types,
//     either by system, by groups of systems, by location, or by system type(s)." A change that
//     creates Cyber Assets in a High or Medium impact system (a system declaring no impact judged
//     as High, as the 5.4 gate does) that no access file of the checkout covers, by its name
//     (`by: system` or `group`) or its facility or control center (`by: location`), gets one
//     warning per system, at the first create, once the checkout keeps any access file (the family
//     starts with its first file; before, `obligations` says CIP-007 R5 is not judged, and every
//     plan warning of every new asset would be noise). A `by: system-type` file may cover any
//     system: the inventory declares no system type, so with one in the checkout the tool cannot
//     tell, and says nothing rather than guess.
//   - Part 5.6: a password-change record closes the clock of each account type it names that an
//     access file it names declares with `change: procedural`; any other name would close
//     nothing, and no clock would list it. Warned at the list that names it.
// Pure.
import type { CreateOperation, Operation } from "../plan/plan-model.ts";
import { parentKindWord } from "../plan/plan-model.ts";
import type { Reminder } from "../plan/reviewed-file-set.ts";
import { quote } from "../shared/diagnostics.ts";
import { listOf } from "../shared/wording.ts";
import { type AccessFile, SYSTEM_ACCESS_FOLDER } from "./access-file.ts";
import type { ParsedPasswordChange } from "./parse-password-change.ts";

/**
 * The reminders of `access` (the checkout's access files, read; one that does not parse counts
 * for none) and `records` (the checkout's password-change records, parsed) for `operations`.
 */
export function accessReminders(
  access: readonly AccessFile[],
  records: readonly ParsedPasswordChange[],
  operations: readonly Operation[],
): Reminder[] {
  return [...uncoveredSystems(access, operations), ...unmatchedChanges(access, records)];
}

/** One warning per High or Medium system the change creates Cyber Assets in that no file covers. */
function uncoveredSystems(access: readonly AccessFile[], operations: readonly Operation[]) {
  if (access.length === 0 || access.some((file) => file.by === "system-type")) return [];
  const covered = (operation: CreateOperation) => {
    const { name, parent } = operation.cyber_system;
    return access.some(({ by, covers }) =>
      by === "location" ? parent !== null && covers.includes(parent.name) : covers.includes(name),
    );
  };
  const first = new Map<string, CreateOperation>();
  for (const operation of operations)
    if (
      operation.action === "create" &&
      operation.asset_type !== "software" &&
      operation.cyber_system.impact !== "low" &&
      !first.has(operation.cyber_system.id) &&
      !covered(operation)
    )
      first.set(operation.cyber_system.id, operation);
  return [...first.values()].map((operation): Reminder => {
    const { impact, name, parent } = operation.cyber_system;
    const rated =
      impact === undefined ? "declares no impact (judged as High)" : `is ${impact} impact`;
    const location =
      parent === null
        ? ""
        : `, or by: location with covers: [${quote(parent.name)}] (its ${parentKindWord(parent.kind)})`;
    return {
      severity: "warning",
      ...(operation.source === undefined ? {} : { location: operation.source }),
      message: `CIP-007-6 R5 Part 5.2: this change adds Cyber Assets to system ${quote(name)}, which ${rated}, and no access file covers it, so its enabled default and generic account types are not inventoried: write ${SYSTEM_ACCESS_FOLDER}/ID.yaml with by: system and covers: [${quote(name)}]${location}, or add it to an existing access file's covers (docs/obligations/cip-007-r5.md)`,
    };
  });
}

/** A warning at each list of a record naming an access file or account type that closes nothing. */
function unmatchedChanges(access: readonly AccessFile[], records: readonly ParsedPasswordChange[]) {
  const byId = new Map(access.map((file) => [file.id, file]));
  return records.flatMap(({ value: record, references = [] }): Reminder[] => {
    if (record === undefined) return [];
    const at = (kind: "access_files" | "account_types") =>
      references.find((reference) => reference.kind === kind)?.at;
    const missing = record.accessFiles.filter((id) => !byId.has(id));
    const named = record.accessFiles.flatMap((id) => byId.get(id)?.accountTypes ?? []);
    const procedural = new Set(
      named.filter((type) => type.change?.enforcement === "procedural").map((type) => type.name),
    );
    const unmatched = record.accountTypes.filter((name) => !procedural.has(name));
    return [
      ...(missing.length === 0
        ? []
        : [
            warningAt(
              at("access_files"),
              `CIP-007-6 R5 Part 5.6: access_files names ${listOf(missing.map(quote))}, which no access file of ${SYSTEM_ACCESS_FOLDER}/ is (its id is its file's name): name the access files whose account types were changed`,
            ),
          ]),
      ...(unmatched.length === 0
        ? []
        : [
            warningAt(
              at("account_types"),
              `CIP-007-6 R5 Part 5.6: account_types names ${listOf(unmatched.map(quote))}, which no access file it names declares with change: procedural, so this record closes no clock for ${unmatched.length === 1 ? "it" : "them"}: name the account types as those files do, or the files that declare them`,
            ),
          ]),
    ];
  });
}

function warningAt(location: Reminder["location"], message: string): Reminder {
  return { severity: "warning", ...(location === undefined ? {} : { location }), message };
}
