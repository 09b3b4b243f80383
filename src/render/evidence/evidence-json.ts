// The audit pack as JSON: the report with each workspace as jsonWorkspace gives it and its records
// as arrays, written byte for byte as renderJson would write that value whole (2-space indentation
// at every depth, hidden characters escaped, a trailing newline), but in pieces: the envelope's
// members and each record are stringified on their own and indented to their depth, and each
// workspace's changes and monitoring runs are read from the ledger one record at a time as they
// are written, so that a ledger of any size is written in constant memory.
import { jsonWorkspace, type WorkspaceReport } from "../../core/evidence/report/evidence-report.ts";
import {
  arrayChunks,
  documentChunks,
  objectChunks,
  type Part,
  whole,
} from "../shared/json-chunks.ts";
import type { AuditReport, FamilySection } from "./obligations.ts";
import { auditExceptionCounts } from "./audit-exceptions.ts";

/** The report as `renderJson` would write it held whole, one record at a time. */
export function evidenceJsonChunks(report: AuditReport): Iterable<string> {
  return documentChunks(
    Object.entries(report).flatMap(([key, value]): [string, Part][] => [
      ...(key === "families"
        ? familyMembers(report.families ?? [])
        : [
            [
              key,
              key === "workspaces"
                ? (depth: number) => arrayChunks(report.workspaces, depth, workspaceChunks)
                : (depth: number) => whole(value, depth),
            ] as [string, Part],
          ]),
      // The counts every format heads its exceptions with, right after the report's own list.
      ...(key === "exceptions"
        ? [
            ["exception_counts", (depth: number) => whole(auditExceptionCounts(report), depth)] as [
              string,
              Part,
            ],
          ]
        : []),
    ]),
  );
}

/** Each family's section as a member of its own, named by the family's checkpoint key. */
function familyMembers(sections: readonly FamilySection[]): [string, Part][] {
  return sections.map(({ family, ...section }) => [
    family.checkpointKey,
    (depth) => whole(section, depth),
  ]);
}

/** A workspace's members, each list (its changes and monitoring runs above all) item by item. */
function workspaceChunks(workspace: WorkspaceReport, depth: number) {
  const members = Object.entries(jsonWorkspace(workspace)).map(([key, value]): [string, Part] => [
    key,
    isList(value) ? (at) => arrayChunks(value, at, whole) : (at) => whole(value, at),
  ]);
  return objectChunks(members, depth);
}

function isList(value: unknown): value is Iterable<unknown> {
  return typeof value === "object" && value !== null && Symbol.iterator in value;
}
