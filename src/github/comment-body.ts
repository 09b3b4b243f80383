// The sticky pull-request comment: two hidden lines that identify it (workspace marker) and say
// what it shows (plan fingerprint, head commit, status), a visible status line, then the rendered
// plan or result, cut to fit GitHub's limit. Pure functions; the comment's I/O is in sticky-comment.ts.

import { DEFAULT_MAX_LENGTH } from "../render/markdown.ts";

/** GitHub rejects issue comments longer than this many characters. */
export const COMMENT_MAX_LENGTH = DEFAULT_MAX_LENGTH;

export const COMMENT_STATUSES = [
  // On a pull request.
  "planned",
  "invalid",
  "no-plan",
  // After the merge.
  "applied",
  "partly-applied",
  "failed",
  "no-changes",
  "plan-changed",
  "no-reviewed-plan",
  "unsafe",
] as const;
export type CommentStatus = (typeof COMMENT_STATUSES)[number];

export interface CommentHeader {
  workspace: string;
  /** "sha256:<hex>"; undefined when no plan could be computed. */
  fingerprint: string | undefined;
  /** The commit the plan was computed for. */
  head: string;
  status: CommentStatus;
  /** The digests of the plan's operations (core/operation-digest.ts), sorted; absent when not recorded. */
  operations?: string[];
  /** The ids of the cyber systems the plan changes, sorted; absent when not recorded. */
  systems?: string[];
}

export interface CommentContent extends CommentHeader {
  /** One Markdown paragraph saying what the comment shows and what happens next. */
  statusLine: string;
  /** Renders the plan, result or diagnostics in at most `maxLength` characters. */
  render: (maxLength: number) => string;
}

export function workspaceMarker(workspace: string): string {
  return `<!-- cip-sync:workspace=${workspace} -->`;
}

function headerLine(header: CommentHeader): string {
  return `<!-- cip-sync:plan fingerprint=${header.fingerprint ?? "none"} head=${header.head} status=${header.status} -->`;
}

/** Starts the rendered part, so that a later comment can quote what this one showed. */
const RENDERED_MARKER = "<!-- cip-sync:rendered -->";

export function buildCommentBody(content: CommentContent): string {
  const title = `### Inventory plan: workspace \`${content.workspace}\``;
  const head = [
    workspaceMarker(content.workspace),
    headerLine(content),
    title,
    "",
    content.statusLine,
    "",
    RENDERED_MARKER,
    "",
  ].join("\n");
  const remaining = COMMENT_MAX_LENGTH - head.length;
  if (remaining <= 0)
    throw new Error("comment header and status line exceed GitHub's comment limit");
  const rendered = content.render(remaining);
  // The renderer promises to respect maxLength; a comment GitHub would reject must never be sent.
  if (rendered.length > remaining) {
    throw new Error(
      `rendered comment body is ${rendered.length} characters, over the ${remaining} left under GitHub's limit`,
    );
  }
  return head + rendered;
}

const HEADER =
  /^<!-- cip-sync:plan fingerprint=(none|sha256:[0-9a-f]{64}) head=([0-9a-f]{7,64}) status=([a-z-]+) -->$/;

/**
 * The header of a comment this Action wrote for `workspace`, or undefined when `body` is not one.
 * Callers must also check the comment's author: the marker alone can be pasted by anyone.
 */
export function parseCommentHeader(body: string, workspace: string): CommentHeader | undefined {
  const [marker, header] = body.split("\n", 2);
  if (marker?.replace(/\r$/, "") !== workspaceMarker(workspace)) return undefined;
  const match = HEADER.exec(header?.replace(/\r$/, "") ?? "");
  if (match === null) return undefined;
  const [, fingerprint, head, status] = match;
  if (fingerprint === undefined || head === undefined || !isCommentStatus(status)) return undefined;
  return {
    workspace,
    fingerprint: fingerprint === "none" ? undefined : fingerprint,
    head,
    status,
  };
}

function isCommentStatus(value: string | undefined): value is CommentStatus {
  return (COMMENT_STATUSES as readonly (string | undefined)[]).includes(value);
}

/** The pointer a shortened comment ends with: the job summary holds everything. */
export function truncatedNote(runUrl: string): string {
  return `The rest does not fit in a comment: the complete plan is in the [job summary of this run](${runUrl}).`;
}

/** What a comment built by buildCommentBody rendered below its status line, or undefined. */
export function renderedPartOf(body: string): string | undefined {
  const match = /\r?\n<!-- cip-sync:rendered -->\r?\n/.exec(body);
  return match === null ? undefined : body.slice(match.index + match[0].length);
}

/**
 * `markdown` collapsed under `summary`, in at most `maxLength` characters: cut after its last whole
 * line that fits, then `cutNote`; just `cutNote` when not even the first line fits; "" when nothing
 * fits at all.
 */
export function collapsedBlock(
  summary: string,
  markdown: string,
  maxLength: number,
  cutNote: string,
): string {
  const open = `\n<details><summary>${summary}</summary>\n\n`;
  const close = "\n</details>\n";
  const whole = `${open}${markdown.replace(/\s+$/, "")}\n${close}`;
  if (whole.length <= maxLength) return whole;
  const note = `\n_${cutNote}_\n`;
  const room = maxLength - open.length - note.length - close.length;
  if (room < 0) return note.length <= maxLength ? note : "";
  const cut = markdown.slice(0, room + 1);
  const end = cut.lastIndexOf("\n");
  return end <= 0
    ? note.length <= maxLength
      ? note
      : ""
    : `${open}${cut.slice(0, end + 1)}${note}${close}`;
}
