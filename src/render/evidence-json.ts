// The audit pack as JSON: the report with each workspace as jsonWorkspace gives it and its records
// as arrays, written byte for byte as renderJson would write that value whole (2-space indentation
// at every depth, hidden characters escaped, a trailing newline), but in pieces: the envelope's
// members and each record are stringified on their own and indented to their depth, and each
// workspace's changes and monitoring runs are read from the ledger one record at a time as they
// are written, so that a ledger of any size is written in constant memory.
import { jsonWorkspace, type WorkspaceReport } from "../core/evidence/evidence-report.ts";
import { escapeHiddenCharactersInJson } from "../core/shared/reveal.ts";
import type { AuditReport } from "./obligations.ts";

/** A value's JSON `depth` levels deep, as pieces; undefined where JSON.stringify leaves it out. */
type Part = (depth: number) => Iterable<string> | undefined;

/** The report as `renderJson` would write it held whole, one record at a time. */
export function* evidenceJsonChunks(report: AuditReport): Generator<string> {
  const members = Object.entries(report).map(([key, value]): [string, Part] => [
    key,
    key === "workspaces"
      ? (depth) => arrayChunks(report.workspaces, depth, workspaceChunks)
      : (depth) => whole(value, depth),
  ]);
  for (const chunk of objectChunks(members, 0)) yield escapeHiddenCharactersInJson(chunk);
  yield "\n";
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

/** `value` as JSON.stringify(value, null, 2) writes it `depth` levels deep, in one piece. */
function whole(value: unknown, depth: number): [string] | undefined {
  const json = JSON.stringify(value, null, 2) as string | undefined;
  return json === undefined ? undefined : [json.replaceAll("\n", `\n${indent(depth)}`)];
}

/** An object's members that have a value, as JSON.stringify writes them (`{}` when none has). */
function* objectChunks(members: Iterable<[string, Part]>, depth: number): Generator<string> {
  let written = 0;
  for (const [key, part] of members) {
    const chunks = part(depth + 1);
    if (chunks === undefined) continue;
    yield `${written++ === 0 ? "{" : ","}\n${indent(depth + 1)}${JSON.stringify(key)}: `;
    yield* chunks;
  }
  yield written === 0 ? "{}" : `\n${indent(depth)}}`;
}

/** A list's items, each read when it is written, as JSON.stringify writes an array's. */
function* arrayChunks<T>(
  items: Iterable<T>,
  depth: number,
  item: (value: T, depth: number) => Iterable<string> | undefined,
): Generator<string> {
  let written = 0;
  for (const value of items) {
    yield `${written++ === 0 ? "[" : ","}\n${indent(depth + 1)}`;
    // JSON.stringify writes null for an item it would leave out of an object.
    yield* item(value, depth + 1) ?? ["null"];
  }
  yield written === 0 ? "[]" : `\n${indent(depth)}]`;
}

function indent(depth: number): string {
  return "  ".repeat(depth);
}
